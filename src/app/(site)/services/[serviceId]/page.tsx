import { expertiseAreas } from '@/content/expertise-areas'

// /services/{serviceId} shows the services screen; its canonical link points at /services.
export { default, metadata } from '../page'

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ serviceId: area.id }))
}
