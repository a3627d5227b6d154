// /insights/{slug} shows the same article screen; its canonical link names the
// /insights/thought-leadership/{slug} address.
export { default, generateMetadata, generateStaticParams } from '../thought-leadership/[slug]/page'
