import 'server-only'
import type { AccountUser } from './auth-api'
import type { Auth } from './auth.server'

/**
 * The signed-in person behind a request's cookies, or null: signed out, the session ended, or
 * (never in practice, sign-in requires it) the address is unconfirmed.
 */
export async function readAccount(auth: Auth, headers: Headers): Promise<AccountUser | null> {
  const session = await auth.api.getSession({ headers }).catch(() => null)
  const user = session?.user
  if (!user?.emailVerified) return null
  return { id: user.id, name: user.name, email: user.email, emailVerified: true }
}
