import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { publicUrl } from '@/server/public-origin'

/**
 * The secret in a booking's cancel and reschedule links: 32 random bytes. The booking keeps only
 * its SHA-256, so the bookings table alone cannot be used to change anyone's booking. The e-mails
 * carry the link itself, in the visitor's inbox and in the outbox table until they are sent (a
 * reminder waits there until the day before): treat `mail_outbox` as sensitive, as it also holds
 * password-reset links.
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashManageToken(token) }
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Tokens are 43 base64url characters; anything else is not worth a database round trip. */
export function looksLikeManageToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}

export function manageLinks(token: string) {
  const query = `?token=${encodeURIComponent(token)}`
  return {
    cancelUrl: publicUrl(`/consultations/cancel${query}`),
    rescheduleUrl: publicUrl(`/consultations/reschedule${query}`),
  }
}
