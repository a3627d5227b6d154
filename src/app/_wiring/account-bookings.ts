import 'server-only'
import { currentAccount } from './auth'

/**
 * Where accounts meet bookings (features never import each other): the e-mail address whose
 * consultations this request may see and change. Bookings are found by address, typed by anyone
 * when booking, so only an address the account has confirmed opens them; null when signed out,
 * when the session has ended, or while the address is unconfirmed. Used by /account/consultations
 * and its API.
 */
export async function bookingOwnerEmail(headers: Headers): Promise<string | null> {
  const account = await currentAccount(headers)
  return account?.emailVerified ? account.email : null
}
