import { ComingSoon } from '@/components/sections/coming-soon'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata(getStaticPage('/working-on-it'))

export default function WorkingOnItPage() {
  return <ComingSoon path="/working-on-it" />
}
