import { ExternalLink, Mail } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import type { Metadata } from 'next'
import Link from 'next/link'
import { permanentRedirect } from 'next/navigation'
import { DetailHeader } from '@/components/sections/detail-header'
import { JsonLd } from '@/components/seo/json-ld'
import { buttonVariants } from '@/components/ui/button-variants'
import { AddToCalendar } from '@/features/webinars/components/add-to-calendar'
import { LocalTime } from '@/features/webinars/components/local-time'
import { SubscribeForm } from '@/features/webinars/components/subscribe-form'
import { JoinWebinarLink, WebinarFacts } from '@/features/webinars/components/webinar-cards'
import {
  SCIPAB_SLUG,
  isUpcoming,
  webinarCalendarEvent,
  webinarPath,
  webinarRegisterPath,
  type Webinar,
} from '@/features/webinars/webinar'
import { webinarEventJsonLd } from '@/features/webinars/webinar-json-ld'
import {
  REGISTRATION_PROMISE,
  REGISTRATION_WAY_OUT,
  registrationCopy,
} from '@/features/webinars/registration-copy'
import { registrationOpening } from '@/features/webinars/registrations.server'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { buildMetadata } from '@/lib/metadata'
import { absoluteUrl } from '@/lib/urls'
import { getDb } from '@/server/db/instance'
import WebinarNotFound from './not-found'

type Props = { params: Promise<{ slug: string }> }

// Read from the database on each request: published changes show at once (decision 015).
export const dynamic = 'force-dynamic'

async function webinarFor(slug: string): Promise<Webinar | null> {
  if (slug === SCIPAB_SLUG) permanentRedirect(webinarPath(SCIPAB_SLUG))
  return findPublishedWebinar(getDb(), slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const webinar = await webinarFor((await params).slug)
  if (!webinar) return { title: 'Webinar Not Found', robots: { index: false } }
  return buildMetadata({
    title: webinar.title,
    description: webinar.description,
    keywords: ['webinar', webinar.category, ...webinar.speakers],
    path: webinarPath(webinar.slug),
  })
}

export default async function WebinarPage({ params }: Props) {
  const webinar = await webinarFor((await params).slug)
  // Rendered here, not thrown with notFound(): Next.js sends a thrown one as an empty shell
  // that only JavaScript fills in. src/proxy.ts gives this answer its 404 status (decision 029).
  if (!webinar) return <WebinarNotFound />
  const cancelled = webinar.cancelledAt !== null
  const upcoming = !cancelled && isUpcoming(webinar, new Date())
  // After the session: the recording once staff add it (older entries kept it in the join link).
  const watchLink = webinar.replayLink ?? webinar.zoomLink
  const opening = upcoming ? await registrationOpening(getDb(), webinar.id) : 'closed'
  const event = webinarCalendarEvent(webinar, absoluteUrl(webinarPath(webinar.slug)))

  return (
    <article>
      <DetailHeader
        back={{ href: '/insights/webinars', label: 'Back to Webinars' }}
        badge={webinar.category}
        title={webinar.title}
        width="wide"
      >
        <div className="mt-6 max-w-xl rounded-card bg-white p-5">
          <WebinarFacts webinar={webinar} />
        </div>
        <LocalTime startsAt={webinar.startsAt.toISOString()} />
        <div className="mt-6 flex flex-wrap items-start gap-3">
          {upcoming && webinar.zoomLink ? <JoinWebinarLink href={webinar.zoomLink} /> : null}
          {cancelled ? (
            <p
              role="status"
              className="rounded-card bg-white px-4 py-3 font-semibold text-navy-900"
            >
              This session has been cancelled.
            </p>
          ) : null}
          {!upcoming && !cancelled && watchLink ? (
            <a
              href={watchLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'inverse' })}
            >
              Watch Webinar
              <SvgIcon icon={ExternalLink} className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {upcoming ? <AddToCalendar event={event} slug={webinar.slug} tone="dark" /> : null}
        </div>
      </DetailHeader>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          {opening === 'closed' ? null : (
            <section aria-labelledby="register-heading" className="mb-12 rounded-card border p-6">
              <h2 id="register-heading" className="text-2xl font-bold text-navy-900">
                {opening === 'open' ? registrationCopy.heading : registrationCopy.full}
              </h2>
              {opening === 'open' ? (
                <>
                  <p className="mt-3 leading-7 text-muted-foreground">{REGISTRATION_WAY_OUT}</p>
                  <p className="mt-2 mb-5 leading-7 text-muted-foreground">
                    {REGISTRATION_PROMISE}
                  </p>
                  {/* A link, not a script: the form's code loads on its own page (issue 29). */}
                  <Link
                    href={webinarRegisterPath(webinar.slug)}
                    className={buttonVariants({ variant: 'primary' })}
                  >
                    {registrationCopy.open}
                  </Link>
                </>
              ) : (
                <p className="mt-3 leading-7 text-muted-foreground">
                  {registrationCopy.fullDetail}{' '}
                  <a href="#webinar-updates" className="font-semibold text-teal-700 underline">
                    Subscribe to announcements
                  </a>
                  .
                </p>
              )}
            </section>
          )}
          <h2 className="text-2xl font-bold text-navy-900">About this session</h2>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">{webinar.description}</p>
          {webinar.agenda.length > 0 ? (
            <>
              <h2 className="mt-10 text-2xl font-bold text-navy-900">Agenda</h2>
              <ol className="mt-4 list-decimal space-y-2 ps-6 leading-7 text-navy-900">
                {webinar.agenda.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </>
          ) : null}
          {cancelled ? (
            <p className="mt-10 leading-7 text-muted-foreground">
              This session has been cancelled. Everyone who registered has been told by e-mail. To
              hear when the next session is announced, subscribe below.
            </p>
          ) : upcoming ? (
            <p className="mt-10 leading-7 text-muted-foreground">
              {webinar.zoomLink
                ? 'Join from the link above at the start time: no download and no account needed.'
                : 'The joining link is e-mailed to subscribers before the session starts.'}
            </p>
          ) : (
            <p className="mt-10 leading-7 text-muted-foreground">
              This session has taken place.{' '}
              {watchLink
                ? 'The recording is available from the link above.'
                : 'Would you like the slides, or a walk-through for your team?'}{' '}
              <Link href="/contact" className="font-semibold text-teal-700 underline">
                Connect With Us
              </Link>
              .
            </p>
          )}
        </div>
        <aside aria-labelledby="webinar-updates" className="rounded-card bg-navy-50 p-6">
          <SvgIcon icon={Mail} className="size-6 text-teal-700" />
          <h2 id="webinar-updates" className="mt-3 text-xl font-semibold text-navy-900">
            Hear about the next session
          </h2>
          <p className="mt-2 mb-5 text-muted-foreground">
            One e-mail per new webinar, with its agenda and a calendar file.
          </p>
          <SubscribeForm compact />
        </aside>
      </div>
      <JsonLd data={webinarEventJsonLd(webinar)} />
    </article>
  )
}
