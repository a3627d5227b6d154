// /industries/{id} for an id the build did not list, rendered per request and never kept on disk
// (decision 031). Only src/proxy.ts's rewrite reaches it: the address stays as requested.
export { default, generateMetadata } from '../../../industries/[industryId]/page'

export const dynamic = 'force-dynamic'
