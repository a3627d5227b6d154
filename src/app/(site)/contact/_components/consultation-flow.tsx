'use client'

import dynamic from 'next/dynamic'
import type { FirmContact } from '@/features/booking/embedded-scheduler'
import { useAccountDetails } from '../../_components/use-account-details'
import { useBookingJourney } from '../../_components/use-booking-journey'

// Each stage's code loads when the stage is reached, never with the page itself.
const VerificationGate = dynamic(
  () =>
    import('@/features/verification/verification-gate').then((module) => module.VerificationGate),
  { ssr: false, loading: () => <Loading text="Loading the check…" /> },
)
const ConsultationScheduler = dynamic(
  () =>
    import('@/features/booking/consultation-scheduler').then(
      (module) => module.ConsultationScheduler,
    ),
  { ssr: false, loading: () => <Loading text="Loading the scheduler…" /> },
)
const EmbeddedScheduler = dynamic(
  () => import('@/features/booking/embedded-scheduler').then((module) => module.EmbeddedScheduler),
  { ssr: false, loading: () => <Loading text="Loading the scheduler…" /> },
)

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground">
      {text}
    </p>
  )
}

/**
 * /contact's booking journey: the human check first, then (1 s after 'Verification Successful!')
 * the scheduler. A visitor holding an unspent pass (the check passed in the last 30 minutes, no
 * booking made with it) goes straight to the scheduler; a second booking starts at the check
 * again. One whose pass ran out while booking sees the check again, with the form kept.
 * A signed-in visitor finds their name and e-mail filled in.
 */
export function ConsultationFlow({ contact }: { contact: FirmContact }) {
  const { setup, stage, opened, arrivals, notice, verified, passExpired } = useBookingJourney()
  const { defaultName, defaultEmail } = useAccountDetails()

  if (!setup) return <Loading text="Loading the scheduler…" />
  if (setup === 'failed') {
    return (
      <p role="alert" className="font-medium text-destructive">
        The scheduler could not be loaded. Please reload the page, or call or e-mail us.
      </p>
    )
  }

  return (
    <>
      {stage === 'gate' ? (
        <div className="space-y-4">
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">
            Book your free consultation
          </h2>
          <p className="text-sm font-medium tracking-wide text-teal-700 uppercase">
            Step 1 of 2: a quick check
          </p>
          <VerificationGate
            provider={setup.verification}
            onVerified={verified}
            initialNotice={notice}
          />
        </div>
      ) : null}
      {opened ? (
        <div hidden={stage !== 'scheduler'}>
          {setup.scheduler.kind === 'embed' ? (
            <EmbeddedScheduler url={setup.scheduler.url} contact={contact} />
          ) : (
            <ConsultationScheduler
              focusKey={arrivals}
              onPassExpired={passExpired}
              defaultName={defaultName}
              defaultEmail={defaultEmail}
            />
          )}
        </div>
      ) : null}
    </>
  )
}
