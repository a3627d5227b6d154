import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getSecrets } from './secrets'

/**
 * Values carried by e-mailed links (a subscription's unsubscribe link, say), signed with a key
 * derived from SIGNING_SECRET for one purpose, so a link made for one action never works for
 * another and nobody can make one for someone else's subscription. The signature holds as long
 * as the secret does; whether the link still works (its expiry, whether it was used) is decided
 * by what the value names, checked against the database: a subscription's sign-up moment and
 * its links' generation (decision 033).
 */
export type LinkPurpose =
  | 'webinar-subscription-confirm'
  | 'webinar-subscription-unsubscribe'
  | 'webinar-subscription-resubscribe'
  | 'webinar-registration-join'
  | 'webinar-registration-cancel'

function keyFor(purpose: LinkPurpose, secret: string): Buffer {
  return createHmac('sha256', secret).update(`northbridge signed link: ${purpose}`).digest()
}

function signature(purpose: LinkPurpose, payload: string, secret: string): string {
  return createHmac('sha256', keyFor(purpose, secret)).update(payload).digest('base64url')
}

/** `<payload in base64url>.<HMAC-SHA256 in base64url>`: safe in a URL, about 60 characters. */
export function signLinkValue(
  purpose: LinkPurpose,
  value: string,
  secret = getSecrets().SIGNING_SECRET,
): string {
  const payload = Buffer.from(value, 'utf8').toString('base64url')
  return `${payload}.${signature(purpose, payload, secret)}`
}

/** The signed value, or null for anything not signed by us for this purpose. */
export function verifyLinkValue(
  purpose: LinkPurpose,
  token: string,
  secret = getSecrets().SIGNING_SECRET,
): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, payload, given] = match as unknown as [string, string, string]
  const expected = Buffer.from(signature(purpose, payload, secret))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return Buffer.from(payload, 'base64url').toString('utf8')
}
