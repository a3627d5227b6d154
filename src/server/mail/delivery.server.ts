import 'server-only'
import { getEnv } from '@/config/env.server'
import { getDb } from '@/server/db/instance'
import { log } from '@/server/log'
import { onShutdown } from '@/server/shutdown'
import { localSender, smtpSender, smtpTransport } from './senders.server'
import { startMailWorker, type MailWorker } from './worker.server'

const state = globalThis as typeof globalThis & { __northbridgeMailWorker?: MailWorker }

/**
 * Starts this process's delivery worker: over SMTP when SMTP_URL is set, otherwise into the
 * server log and the local mailbox. Called once at server start (src/instrumentation.ts).
 */
export function startMailDelivery(): void {
  if (state.__northbridgeMailWorker) return
  const env = getEnv()
  const smtpUrl = env.SMTP_URL
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined
  const worker = startMailWorker({
    db: getDb(),
    sender: transport ? smtpSender(transport) : localSender(),
    intervalMs: env.MAIL_POLL_INTERVAL_MS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryDelaysMs: env.MAIL_RETRY_DELAYS_MS,
  })
  state.__northbridgeMailWorker = worker
  onShutdown('mail delivery', async () => {
    await worker.stop()
    transport?.close()
  })
  log.info('mail delivery started', {
    // The host only: the URL may carry a password.
    via: smtpUrl ? `SMTP at ${new URL(smtpUrl).host}` : 'local mailbox (/dev/mailbox)',
  })
}

/** Asks the worker to look at the queue now; call after committing a transaction that queued mail. */
export function wakeMailDelivery(): void {
  state.__northbridgeMailWorker?.wake()
}
