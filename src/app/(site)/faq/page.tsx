// The about screen (the spec's route table); its canonical link points at /about.
export { default, metadata } from '../about/page'
