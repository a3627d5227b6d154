'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { FirmContact } from '@/features/booking/embedded-scheduler'
import type { VerificationProvider } from '@/features/verification/human-check'
import { verificationMessages } from '@/features/verification/verification-messages'

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

/** GET /api/consultations/setup: what the running server says about checks and scheduling. */
type Setup = {
  verification: VerificationProvider
  verified: boolean
  scheduler: { kind: 'built-in' } | { kind: 'embed'; url: string }
}

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground">
      {text}
    </p>
  )
}

/**
 * /contact's booking journey: the human check first, then (1 s after 'Verification Successful!')
 * the scheduler. A visitor who passed the check in the last 30 minutes goes straight to the
 * scheduler; one whose pass ran out while booking sees the check again, with the form kept.
 */
export function ConsultationFlow({ contact }: { contact: FirmContact }) {
  const [setup, setSetup] = useState<Setup | 'failed'>()
  const [stage, setStage] = useState<'gate' | 'scheduler'>('gate')
  const [schedulerOpened, setSchedulerOpened] = useState(false)
  // Counts arrivals from the check, so the scheduler takes focus each time it takes over.
  const [arrivals, setArrivals] = useState(0)
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    fetch('/api/consultations/setup')
      .then((response) => (response.ok ? (response.json() as Promise<Setup>) : Promise.reject()))
      .then((answer) => {
        setSetup(answer)
        if (answer.verified) {
          setStage('scheduler')
          setSchedulerOpened(true)
        }
      })
      .catch(() => setSetup('failed'))
  }, [])

  if (!setup) return <Loading text="Loading the scheduler…" />
  if (setup === 'failed') {
    return (
      <p role="alert" className="font-medium text-destructive">
        The scheduler could not be loaded. Please reload the page, or call or e-mail us.
      </p>
    )
  }

  const openScheduler = () => {
    setNotice(undefined)
    setStage('scheduler')
    setSchedulerOpened(true)
    setArrivals((count) => count + 1)
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
            onVerified={openScheduler}
            initialNotice={notice}
          />
        </div>
      ) : null}
      {schedulerOpened ? (
        <div hidden={stage !== 'scheduler'}>
          {setup.scheduler.kind === 'embed' ? (
            <EmbeddedScheduler url={setup.scheduler.url} contact={contact} />
          ) : (
            <ConsultationScheduler
              focusKey={arrivals}
              onPassExpired={() => {
                setNotice(verificationMessages.expired)
                setStage('gate')
              }}
            />
          )}
        </div>
      ) : null}
    </>
  )
}
