import 'server-only'
import type { AccountUser } from '@/features/auth/auth-api'
import { createAuth, type Auth } from '@/features/auth/auth.server'
import type { AuthDependencies } from '@/features/auth/better-auth-forward.server'
import { readAccount } from '@/features/auth/session.server'
import { accountMail } from '@/features/mail/account-mail.server'
import { wakeMailDelivery } from '@/features/mail/delivery.server'
import { getDb } from '@/server/db/instance'
import { publicOrigin } from '@/server/public-origin'
import { getSecrets } from '@/server/secrets'

/**
 * Where the accounts and mail features meet (features never import each other): better-auth's
 * e-mails go through the mail feature's outbox.
 */
let instance: Auth | undefined

export function getAuth(): Auth {
  instance ??= createAuth({
    db: getDb(),
    secret: getSecrets().BETTER_AUTH_SECRET,
    siteUrl: publicOrigin(),
    mailer: accountMail,
  })
  return instance
}

/** What the account endpoints (the route files under `src/app/api/auth`) are given. */
export const authDependencies: AuthDependencies = {
  auth: getAuth,
  siteUrl: () => publicOrigin(),
  afterMail: wakeMailDelivery,
}

/** The signed-in person of a request (server pages and API routes), or null. */
export function currentAccount(headers: Headers): Promise<AccountUser | null> {
  return readAccount(getAuth(), headers)
}
