import 'server-only'
import { getEnv } from '@/config/env.server'
import type { Database } from '@/server/db/client'
import { getDb } from '@/server/db/instance'
import { log } from '@/server/log'
import { onShutdown } from '@/server/shutdown'
import { deliverDueWebhooks, type WebhookDeliveryOptions } from './delivery.server'

export type WebhookWorker = {
  /** Look at the queue now (after a transaction queued deliveries). */
  wake: () => void
  /** Stops after the pass in flight (each request ends within its 10 s timeout). */
  stop: () => Promise<void>
}

/** Delivers due webhooks in the background until stopped, as the mail worker does for mail. */
export function startWebhookWorker({
  db,
  intervalMs,
  ...options
}: WebhookDeliveryOptions & { db: Database; intervalMs: number }): WebhookWorker {
  let stopped = false
  let pending = false
  let wakeUp: (() => void) | undefined
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pending || stopped) return resolve()
      const timer = setTimeout(done, intervalMs)
      function done() {
        clearTimeout(timer)
        wakeUp = undefined
        resolve()
      }
      wakeUp = done
    })
  const loop = (async () => {
    while (!stopped) {
      pending = false
      let busy = false
      try {
        const tally = await deliverDueWebhooks(db, options)
        busy = tally.delivered + tally.retry + tally.failed >= (options.batchSize ?? 10)
      } catch (error) {
        log.error('webhook delivery pass failed', { error })
      }
      if (!busy) await sleep()
    }
  })()
  return {
    wake() {
      pending = true
      wakeUp?.()
    },
    async stop() {
      stopped = true
      wakeUp?.()
      await loop
    },
  }
}

const state = globalThis as typeof globalThis & { __northbridgeWebhookWorker?: WebhookWorker }

/** Starts this process's webhook delivery worker; called once at server start. */
export function startWebhookDelivery(): void {
  if (state.__northbridgeWebhookWorker) return
  const env = getEnv()
  const worker = startWebhookWorker({
    db: getDb(),
    intervalMs: env.MAIL_POLL_INTERVAL_MS,
    allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
  })
  state.__northbridgeWebhookWorker = worker
  onShutdown('webhook delivery', () => worker.stop())
  if (env.WEBHOOKS_ALLOW_PRIVATE_TARGETS) {
    log.warn('webhooks may go to private and loopback addresses (WEBHOOKS_ALLOW_PRIVATE_TARGETS)')
  }
}

/** Asks the worker to look at the queue now; call after committing a transaction that queued. */
export function wakeWebhookDelivery(): void {
  state.__northbridgeWebhookWorker?.wake()
}
