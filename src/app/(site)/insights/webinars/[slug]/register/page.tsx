import type { Metadata } from 'next'
import Link from 'next/link'
import { DetailHeader } from '@/components/sections/detail-header'
import { RegistrationForm } from '@/features/webinars/components/registration-form'
import { SubscribeForm } from '@/features/webinars/components/subscribe-form'
import { WebinarFacts } from '@/features/webinars/components/webinar-cards'
import {
  REGISTRATION_PROMISE,
  REGISTRATION_WAY_OUT,
  registrationCopy,
} from '@/features/webinars/registration-copy'
import { registrationOpening } from '@/features/webinars/registrations.server'
import { webinarPath, webinarRegisterPath } from '@/features/webinars/webinar'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { buildMetadata } from '@/lib/metadata'
import { getDb } from '@/server/db/instance'
import WebinarNotFound from '../not-found'

type Props = { params: Promise<{ slug: string }> }

// Seats are counted per request: a session can fill up between two visits.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const webinar = await findPublishedWebinar(getDb(), (await params).slug)
  if (!webinar) return { title: 'Webinar Not Found', robots: { index: false } }
  return buildMetadata({
    title: `Register: ${webinar.title}`,
    description: `Register for ${webinar.title}: your join link and calendar file by e-mail, and reminders before it starts.`,
    path: webinarRegisterPath(webinar.slug),
    // One step of a visitor's registration, not a page for search results.
    indexable: false,
    cardPath: webinarPath(webinar.slug),
  })
}

/**
 * Registering for one session (issue 29): its own page, so the form's code loads only for the
 * visitors who want a seat and the webinar's page stays as light as every content page. Says
 * what will be sent before anyone registers; a full session offers the announcements instead.
 */
export default async function RegisterPage({ params }: Props) {
  const db = getDb()
  const webinar = await findPublishedWebinar(db, (await params).slug)
  if (!webinar) return <WebinarNotFound />
  const opening = await registrationOpening(db, webinar.id)
  const back = { href: webinarPath(webinar.slug), label: 'Back to the session' }
  return (
    <article>
      <DetailHeader back={back} badge={webinar.category} title={webinar.title} width="wide">
        <div className="mt-6 max-w-xl rounded-card bg-white p-5">
          <WebinarFacts webinar={webinar} />
        </div>
      </DetailHeader>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        {opening === 'open' ? (
          <section aria-labelledby="register-heading" className="rounded-card border p-6">
            <h2 id="register-heading" className="text-2xl font-bold text-navy-900">
              {registrationCopy.heading}
            </h2>
            <p className="mt-3 leading-7 text-muted-foreground">{REGISTRATION_WAY_OUT}</p>
            <p className="mt-2 mb-6 leading-7 text-muted-foreground">{REGISTRATION_PROMISE}</p>
            <RegistrationForm webinar={webinar.slug} />
          </section>
        ) : (
          <section aria-labelledby="register-heading" className="rounded-card bg-navy-50 p-6">
            <h2 id="register-heading" className="text-2xl font-bold text-navy-900">
              {opening === 'full' ? registrationCopy.full : registrationCopy.closed}
            </h2>
            <p className="mt-3 mb-5 leading-7 text-muted-foreground">
              {opening === 'full' ? registrationCopy.fullDetail : registrationCopy.closedDetail}{' '}
              <Link href={back.href} className="font-semibold text-teal-700 underline">
                {back.label}
              </Link>
              .
            </p>
            <SubscribeForm compact />
          </section>
        )}
      </div>
    </article>
  )
}
