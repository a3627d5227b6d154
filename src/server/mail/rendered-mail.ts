/**
 * What every template returns. The caller adds the envelope (to, from, idempotency key) and queues
 * it; the fields match `OutgoingMail` of the outbox.
 */

// A type-only import: nothing of the database layer is loaded where templates render.
import type { MailAttachment } from '@/server/db/schema'

export type { MailAttachment }

export type RenderedMail = {
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  /** Where replies should go, when that is not the sender (the visitor, for the firm's inbox). */
  replyTo?: string
}

/**
 * One template rendered with fictional data (each feature's `mail/samples.ts`): for the tests
 * and `npm run mail:samples`. `to` is empty for mail that goes to the firm's own inbox
 * (MAIL_TO_SALES); `externalLinks` names the links that may leave the site (a meeting host).
 */
export type SampleMail = {
  template: string
  to?: string
  mail: RenderedMail
  externalLinks?: readonly string[]
}
