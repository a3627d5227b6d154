/**
 * What every template returns. The caller adds the envelope (to, from, idempotency key) and queues
 * it; the fields match `OutgoingMail` of the outbox.
 */

/** A file sent with a message; the same shape as the outbox column (`MailAttachment` in the schema). */
export type MailAttachment = { filename: string; contentType: string; content: string }

export type RenderedMail = {
  subject: string
  html: string
  text: string
  attachments: MailAttachment[]
  /** Where replies should go, when that is not the sender (the visitor, for the firm's inbox). */
  replyTo?: string
}
