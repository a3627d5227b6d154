'use client'

import { useCallback, useEffect, useState } from 'react'
import type { VerificationProvider } from '@/features/verification/human-check'
import { verificationMessages } from '@/features/verification/verification-messages'

/**
 * `GET /api/consultations/setup`: what the running server says about checks and scheduling, for
 * the booking journeys of statically built pages (/contact and the chat assistant's form).
 */
export type ConsultationSetup = {
  verification: VerificationProvider
  /** The visitor holds a valid pass from an earlier check. */
  verified: boolean
  scheduler: { kind: 'built-in' } | { kind: 'embed'; url: string }
}

async function loadConsultationSetup(): Promise<ConsultationSetup> {
  // The API client comes with the journey's forms, not with the page's first load.
  const { callApi } = await import('@/lib/api-client')
  const answer = await callApi<ConsultationSetup>('/api/consultations/setup')
  if (!answer.ok) throw new Error(`setup answered ${answer.status}: ${answer.error}`)
  return answer.data
}

/**
 * The booking journey's stages, shared by /contact and the chat assistant: the human check first,
 * then the scheduler. A visitor who holds a pass (the check passed in the last 30 minutes, and no
 * booking made with it yet) goes straight to the scheduler; a pass is good for one booking, so a
 * second booking starts at the check again. One whose pass ran out (or was spent, say in another
 * tab) while booking sees the check again, and the scheduler, kept mounted (`opened`) but hidden,
 * keeps what they typed.
 */
export function useBookingJourney() {
  const [setup, setSetup] = useState<ConsultationSetup | 'failed'>()
  const [stage, setStage] = useState<'gate' | 'scheduler'>('gate')
  const [opened, setOpened] = useState(false)
  // Counts arrivals from the check, so the scheduler takes focus each time it takes over.
  const [arrivals, setArrivals] = useState(0)
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    let current = true
    loadConsultationSetup()
      .then((answer) => {
        if (!current) return
        setSetup(answer)
        if (answer.verified) {
          setStage('scheduler')
          setOpened(true)
        }
      })
      .catch(() => {
        if (current) setSetup('failed')
      })
    return () => {
      current = false
    }
  }, [])

  /** The check is passed: the scheduler takes over. */
  const verified = useCallback(() => {
    setNotice(undefined)
    setStage('scheduler')
    setOpened(true)
    setArrivals((count) => count + 1)
  }, [])

  /** The server no longer accepts the visitor's pass: back to the check, saying why. */
  const passExpired = useCallback(() => {
    setNotice(verificationMessages.expired)
    setStage('gate')
  }, [])

  return {
    /** Undefined while loading, 'failed' when the server could not say. */
    setup,
    stage,
    /** The scheduler has been shown once, so it stays mounted (hidden during a later check). */
    opened,
    arrivals,
    /** What the check says first (the pass expired). */
    notice,
    verified,
    passExpired,
  }
}
