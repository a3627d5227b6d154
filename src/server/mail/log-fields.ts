import type { MailOutboxRow } from '@/server/db/schema'

/**
 * What the log says about a message: its id (the mailbox and the `mail_outbox` row have the
 * rest), its kind and the recipient's domain (enough to see that one provider rejects us). Never
 * the address, the subject (it can hold a visitor's name) or a link (links carry tokens).
 */
export function mailLogFields(mail: Pick<MailOutboxRow, 'id' | 'to' | 'idempotencyKey'>) {
  return {
    mailId: mail.id,
    // Keys start with the kind of message: `consultation:<booking>:<n>`, `account-reset:<hash>`.
    kind: mail.idempotencyKey.split(':', 1)[0],
    recipientDomain: mail.to.includes('@')
      ? mail.to.slice(mail.to.lastIndexOf('@') + 1)
      : undefined,
  }
}
