import { PageHeader } from '@/components/sections/page-header'
import { BookingSummary } from '@/features/booking/booking-summary'
import { ManageLinkProblem } from '@/features/booking/manage-link-problem'
import { RescheduleByLink } from '../_components/reschedule-by-link'
import { bookingFromLink, manageMetadata } from '../manage-page'

export const metadata = manageMetadata(
  'Reschedule Your Consultation',
  'Move a consultation booked with us to another time, using the link from your confirmation e-mail.',
  '/consultations/reschedule',
)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function RescheduleConsultationPage({ searchParams }: Props) {
  const link = await bookingFromLink(searchParams)
  return (
    <>
      <PageHeader title="Reschedule Your Consultation" />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-16 sm:px-6 lg:px-8">
        {link.state === 'active' ? (
          <>
            <div className="space-y-4">
              <h2 className="text-xl font-bold tracking-tight text-navy-900">
                Your consultation is booked for
              </h2>
              <BookingSummary booking={link.booking} />
            </div>
            <RescheduleByLink token={link.token} current={link.booking} />
          </>
        ) : (
          <ManageLinkProblem state={link.state} />
        )}
      </div>
    </>
  )
}
