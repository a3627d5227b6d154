import { expertiseAreas } from '@/content/expertise-areas'

// /services/{serviceId} shows the services screen; its canonical link points at /services.
export { default, metadata } from '../page'

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ serviceId: area.id }))
}
