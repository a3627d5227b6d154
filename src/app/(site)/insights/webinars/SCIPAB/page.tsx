import type { Metadata } from 'next'
import { ClosingCta } from '@/components/sections/closing-cta'
import { DetailHeader } from '@/components/sections/detail-header'
import { JsonLd } from '@/components/seo/json-ld'
import { durationLabel, scipabSpeaker, scipabWebinar } from '@/content/scipab-webinar'
import { videoObjectJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'
import {
  ScipabSteps,
  WebinarFacts,
  WebinarOverview,
  WebinarVideo,
} from './_components/scipab-sections'

export const metadata: Metadata = buildMetadata({
  title: scipabWebinar.title,
  description: scipabWebinar.summary,
  keywords: scipabWebinar.keywords,
  path: scipabWebinar.path,
})

export default function ScipabWebinarPage() {
  const webinar = scipabWebinar
  const duration = durationLabel(webinar.durationMinutes)
  return (
    <article>
      <DetailHeader
        back={{ href: '/insights/webinars', label: 'Back to Webinars' }}
        badge={webinar.category}
        title={webinar.title}
        width="wide"
      >
        <WebinarFacts
          speaker={scipabSpeaker}
          duration={duration}
          publishedDate={webinar.publishedDate}
        />
      </DetailHeader>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-4xl">
          <WebinarVideo webinar={webinar} duration={duration} />
        </div>
        <WebinarOverview webinar={webinar} />
      </div>

      <ScipabSteps webinar={webinar} />

      <ClosingCta title={webinar.closingCta.title} text={webinar.closingCta.text} />

      <JsonLd
        data={videoObjectJsonLd({
          name: webinar.title,
          description: webinar.summary,
          pagePath: webinar.path,
          thumbnailPath: webinar.video.poster,
          contentPath: webinar.video.mp4,
          uploadDate: webinar.publishedDate,
          durationMinutes: webinar.durationMinutes,
          author: { name: scipabSpeaker.name, jobTitle: scipabSpeaker.title },
        })}
      />
    </article>
  )
}
