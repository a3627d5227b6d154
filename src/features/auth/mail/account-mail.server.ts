import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import type { Database } from '@/server/db/client'
import { queueMail } from '@/server/mail/outbox.server'
import type { RenderedMail } from '@/server/mail/rendered-mail'
import { renderAccountExists, type AccountExistsInput } from './account-exists'
import { renderPasswordReset, type PasswordResetInput } from './password-reset'
import { renderVerifyEmail, type VerifyEmailInput } from './verify-email'

type Recipient = { email: string }

/** One logical message per link: the same link (a retried call) is queued once. */
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24)

function queue(db: Database, key: string, to: string, mail: RenderedMail) {
  return queueMail(db, { idempotencyKey: key, to, mail })
}

/**
 * The e-mails of accounts (better-auth calls them: auth.server.ts), queued in the outbox; the
 * worker delivers them with retries.
 */
export const accountMail = {
  /** Each request is its own message: a link asked for twice within a second is the same link. */
  verifyEmail: (db: Database, to: Recipient, input: VerifyEmailInput) =>
    queue(db, `account-verify:${randomUUID()}`, to.email, renderVerifyEmail(input)),
  passwordReset: (db: Database, to: Recipient, input: PasswordResetInput) =>
    queue(db, `account-reset:${fingerprint(input.resetUrl)}`, to.email, renderPasswordReset(input)),
  /** Each attempt is its own message: the owner should hear of every one. */
  accountExists: (db: Database, to: Recipient, input: AccountExistsInput, attemptId: string) =>
    queue(db, `account-exists:${attemptId}`, to.email, renderAccountExists(input)),
}
