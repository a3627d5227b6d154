import { PageHeader } from '@/components/sections/page-header'
import { BookingSummary } from '@/features/booking/booking-summary'
import { ManageLinkProblem } from '@/features/booking/manage-link-problem'
import { CancelByLink } from '../_components/cancel-by-link'
import { bookingFromLink, manageMetadata } from '../manage-page'

export const metadata = manageMetadata(
  'Cancel Your Consultation',
  'Cancel a consultation booked with us, using the link from your confirmation e-mail.',
  '/consultations/cancel',
)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CancelConsultationPage({ searchParams }: Props) {
  const link = await bookingFromLink(searchParams)
  return (
    <>
      <PageHeader title="Cancel Your Consultation" />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        {link.state === 'active' ? (
          <>
            <div className="space-y-4">
              <h2 className="text-2xl font-bold tracking-tight text-navy-900">
                Do you want to cancel this consultation?
              </h2>
              <BookingSummary booking={link.booking} />
              <p className="text-muted-foreground">
                Cancelling frees the time for someone else. If another time would suit you better,
                you can{' '}
                <a
                  href={`/consultations/reschedule?token=${encodeURIComponent(link.token)}`}
                  className="font-semibold text-teal-700 underline"
                >
                  move the consultation
                </a>{' '}
                instead.
              </p>
            </div>
            <CancelByLink token={link.token} />
          </>
        ) : (
          <ManageLinkProblem state={link.state} />
        )}
      </div>
    </>
  )
}
