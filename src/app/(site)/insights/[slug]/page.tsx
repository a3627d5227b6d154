// /insights/{slug} shows the same article screen; its canonical link names the
// /insights/thought-leadership/{slug} address.
export { default, generateMetadata, generateStaticParams } from '../thought-leadership/[slug]/page'

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false
