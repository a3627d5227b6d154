import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { PageHeader } from '@/components/sections/page-header'
import { Button } from '@/components/ui/button'
import { myConsultationsLink } from '@/config/account-nav'
import { contactLink } from '@/config/nav'
import { listConsultationsFor } from '@/features/booking/views.server'
import { ConsultationList, consultationHeadingId } from '@/features/booking/consultation-list'
import { getDb } from '@/server/db/instance'
import { bookingOwnerEmail } from '@/app/_wiring/account-bookings'
import { manageMetadata } from '../../consultations/manage-page'
import { ConsultationActions } from './_components/consultation-actions'

// Per person and per request: never prerendered, never cached.
export const dynamic = 'force-dynamic'

// Private like the pages behind the e-mailed links: out of search engines, no referrer sent on.
export const metadata = manageMetadata(
  myConsultationsLink.label,
  'The consultations you booked with us, upcoming and past: reschedule or cancel them.',
  myConsultationsLink.href,
)

const UPCOMING = 'upcoming'

export default async function MyConsultationsPage() {
  const email = await bookingOwnerEmail(await headers())
  if (!email) redirect(`/auth?next=${myConsultationsLink.href}`)
  const { upcoming, past } = await listConsultationsFor(getDb(), email)

  return (
    <>
      <PageHeader
        title={myConsultationsLink.label}
        lead={
          <p>
            Signed in as <strong className="font-semibold break-all text-white">{email}</strong>.
            Every consultation booked with this address is here, also those booked before you signed
            in.
          </p>
        }
      />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-16 sm:px-6 lg:px-8">
        <ConsultationList
          id={UPCOMING}
          title="Upcoming"
          bookings={upcoming}
          empty={
            <>
              <p>You have no upcoming consultations.</p>
              <Button asChild className="mt-4">
                <Link href={contactLink.href}>Book a consultation</Link>
              </Button>
            </>
          }
          actions={(booking) => (
            <ConsultationActions
              booking={booking}
              describedBy={consultationHeadingId(booking.id)}
              focusAfterCancel={`${UPCOMING}-heading`}
            />
          )}
        />
        <ConsultationList
          id="past"
          title="Past"
          bookings={past}
          empty={<p>No past or cancelled consultations yet.</p>}
        />
      </div>
    </>
  )
}
