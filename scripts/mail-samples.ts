import { getEnv } from '@/config/env.server'
import { accountSampleMails } from '@/features/auth/mail/samples'
import { bookingSampleMails } from '@/features/booking/mail/samples'
import { staffSampleMails } from '@/features/staff/mail/samples'
import { webinarSampleMails } from '@/features/webinars/mail/samples'
import { databaseTargetFromEnv, describeTarget, getDatabaseHandle } from '@/server/db/instance'
import { migrateDatabase } from '@/server/db/migrate'
import { enqueueMail } from '@/server/mail/outbox.server'
import { refuseWhileServerHoldsEmbeddedDatabase } from './lib/embedded-database-guard'
import { loadProjectEnv } from './lib/load-env'

// `npm run mail:samples`: queue one message of every template (fictional data, each feature's
// mail/samples.ts) into the outbox, to see how they look: in /dev/mailbox without SMTP, or in a
// real inbox with SMTP_URL set. The running server's worker delivers them; with the embedded
// database, start the server afterwards.
loadProjectEnv()
const env = getEnv()
await refuseWhileServerHoldsEmbeddedDatabase(env)
const handle = getDatabaseHandle()
try {
  await migrateDatabase(handle)
  const batch = new Date().toISOString()
  const samples = [
    ...accountSampleMails(),
    ...bookingSampleMails(),
    ...webinarSampleMails(),
    ...staffSampleMails(),
  ]
  await handle.db.transaction(async (tx) => {
    for (const { template, to, mail } of samples) {
      await enqueueMail(tx, {
        idempotencyKey: `sample:${template}:${batch}`,
        to: to ?? env.MAIL_TO_SALES,
        from: env.MAIL_FROM,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      })
    }
  })
  console.info(
    `Queued ${samples.length} sample messages in ${describeTarget(databaseTargetFromEnv(env))}.`,
  )
} finally {
  await handle.close()
}
