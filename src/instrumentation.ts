/**
 * Next.js calls register() once per server process before it answers requests: the place to check
 * configuration, bring the database up to date and start background work, so `next start` alone
 * is a complete start-up.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` loads this file too; a build must not touch the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { bootServer } = await import('./server/boot')
  await bootServer()
  const { registerPagePayloadStore, deleteUnusedPagePayloads } =
    await import('./server/page-payloads')
  registerPagePayloadStore()
  const { startMailDelivery } = await import('./server/mail/delivery.server')
  startMailDelivery()
  const { startWebhookDelivery } = await import('./server/webhooks/worker.server')
  startWebhookDelivery()
  const { startHousekeeping } = await import('./server/housekeeping')
  const { deleteExpiredRateLimits } = await import('./server/rate-limit/rate-limit')
  const { deleteExpiredVerifications } = await import('./server/security/used-once')
  const { deleteExpiredAudit } = await import('./server/audit/audit-log')
  const { deleteOldWebhookDeliveries } = await import('./server/webhooks/outbox.server')
  const { getEnv } = await import('./config/env.server')
  const { rollUpExpiredDays } = await import('./features/analytics/roll-up.server')
  const auditRetentionDays = getEnv().AUDIT_RETENTION_DAYS
  const analyticsRetentionDays = getEnv().ANALYTICS_RETENTION_DAYS
  startHousekeeping({
    'expired rate limits': deleteExpiredRateLimits,
    'expired verifications': deleteExpiredVerifications,
    'expired audit entries': (db) => deleteExpiredAudit(db, auditRetentionDays),
    'old webhook deliveries': (db) => deleteOldWebhookDeliveries(db),
    'analytics days past retention': (db) => rollUpExpiredDays(db, analyticsRetentionDays),
    'unused page payloads': deleteUnusedPagePayloads,
  })
  const { publishDueWebinars } = await import('./features/webinars/scheduled-publish.server')
  const { sendDueReplayFollowUps } = await import('./features/webinars/replay-follow-ups.server')
  const { wakeMailDelivery } = await import('./server/mail/delivery.server')
  const { deletePastSalts } = await import('./server/analytics/visitor-id.server')
  startHousekeeping(
    {
      // Within 30 seconds of midnight UTC the day's salt is gone, so its visitor ids can never
      // be made again (docs/analytics.md). A plain DELETE: every instance may run it at once.
      'past analytics salts': deletePastSalts,
      'scheduled webinar publishing': async (db) => {
        const { published } = await publishDueWebinars(db)
        if (published.length > 0) wakeMailDelivery()
      },
      'webinar recordings to registrants': async (db) => {
        const { sent } = await sendDueReplayFollowUps(db)
        if (sent > 0) wakeMailDelivery()
      },
    },
    { name: 'scheduled jobs', everyMs: 30_000, runAtStart: true },
  )
}
