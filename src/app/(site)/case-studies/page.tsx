// /case-studies shows the services screen (the spec's route table); canonical is /services.
export { default, metadata } from '../services/page'
