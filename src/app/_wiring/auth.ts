import 'server-only'
import type { AccountUser } from '@/features/auth/auth-api'
import { createAuth, type Auth } from '@/features/auth/auth.server'
import type { AuthDependencies } from '@/features/auth/better-auth-forward.server'
import { readAccount } from '@/features/auth/session.server'
import { getDb } from '@/server/db/instance'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { publicOrigin } from '@/server/public-origin'
import { getSecrets } from '@/server/secrets'

/**
 * This server's better-auth over its database, secret and public origin; its e-mails go through
 * the outbox (features/auth/mail), and the delivery worker is woken after they are committed.
 */
let instance: Auth | undefined

export function getAuth(): Auth {
  instance ??= createAuth({
    db: getDb(),
    secret: getSecrets().BETTER_AUTH_SECRET,
    siteUrl: publicOrigin(),
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
