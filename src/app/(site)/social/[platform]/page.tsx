import type { Metadata } from 'next'
import { ComingSoon, COMING_SOON_SOCIAL_TITLE } from '@/components/sections/coming-soon'
import { site } from '@/config/site'
import { buildMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ platform: string }> }

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return site.socials.map((social) => ({ platform: social.platform }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platform } = await params
  return buildMetadata({
    title: COMING_SOON_SOCIAL_TITLE,
    description: `Our social channels are launching soon. Until then, reach ${site.name} by phone or e-mail.`,
    path: `/social/${platform}`,
    indexable: false,
  })
}

export default async function SocialPage({ params }: Props) {
  const { platform } = await params
  return <ComingSoon path={`/social/${platform}`} />
}
