import 'server-only'
import type { Database } from '@/server/db/client'
import { log } from '@/server/log'
import {
  DEFAULT_BATCH_SIZE,
  deliverDueMail,
  releaseMail,
  type DeliveryOptions,
  type MailSender,
} from './outbox.server'

export type MailWorkerOptions = Omit<DeliveryOptions, 'signal' | 'inFlight'> & {
  db: Database
  sender: MailSender
  /** Pause between passes when the queue is empty. */
  intervalMs: number
  /** How long stop() waits for a message being sent before handing it back. */
  graceMs?: number
}

export type MailWorker = {
  /** Look at the queue now instead of at the next interval (after a feature queued mail). */
  wake: () => void
  /** Stops claiming, finishes or releases what is in flight, resolves when the loop has ended. */
  stop: () => Promise<void>
}

/** Delivers due mail in the background until stopped. One per server process. */
export function startMailWorker({
  db,
  sender,
  intervalMs,
  graceMs = 10_000,
  ...delivery
}: MailWorkerOptions): MailWorker {
  const stopping = new AbortController()
  const inFlight = new Set<string>()
  let wakeUp: (() => void) | undefined
  let pending = false

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pending || stopping.signal.aborted) return resolve()
      const timer = setTimeout(done, intervalMs)
      function done() {
        clearTimeout(timer)
        wakeUp = undefined
        resolve()
      }
      wakeUp = done
    })

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      pending = false
      let claimedFullBatch = false
      try {
        const tally = await deliverDueMail(db, sender, {
          ...delivery,
          signal: stopping.signal,
          inFlight,
        })
        // A full batch means more may be waiting: go again at once instead of sleeping.
        claimedFullBatch =
          tally.sent + tally.retry + tally.failed + tally.released >=
          (delivery.batchSize ?? DEFAULT_BATCH_SIZE)
      } catch (error) {
        // The database may be restarting: say so once per pass and try again later.
        log.error('mail delivery pass failed', { error })
      }
      if (!claimedFullBatch) await sleep()
    }
  })()

  return {
    wake() {
      pending = true
      wakeUp?.()
    },
    async stop() {
      stopping.abort()
      wakeUp?.()
      let timer: NodeJS.Timeout | undefined
      const gaveUp = await Promise.race([
        loop.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs)
        }),
      ])
      clearTimeout(timer)
      if (gaveUp && inFlight.size > 0) {
        // The send did not finish in time: let another worker (or the next start) take it.
        const released = [...inFlight]
        inFlight.clear()
        await releaseMail(db, released)
        log.warn('mail worker stopped with a message in flight; released it', {
          count: released.length,
        })
      }
    },
  }
}
