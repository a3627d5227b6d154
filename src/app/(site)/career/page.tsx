import { ComingSoon } from '@/components/sections/coming-soon'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata(getStaticPage('/career'))

export default function CareerPage() {
  return <ComingSoon path="/career" />
}
