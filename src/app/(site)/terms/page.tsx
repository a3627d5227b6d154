// The same legal page; its canonical link points at /privacy-and-terms.
export { default, metadata } from '../privacy-and-terms/page'
