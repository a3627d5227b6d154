import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '@/server/db/client'
import { verificationKey } from './secrets.server'
import { claimOnce, wasClaimed } from '@/server/security/used-once'
import { PASS_LIFETIME_SECONDS } from './verification-messages'

/**
 * The pass a visitor gets for solving the human check: a signed, httpOnly cookie valid for 30
 * minutes and good for ONE booking, checked by the booking API. `__Host-` (Secure, whole site, no
 * Domain) over HTTPS, so no other host can set it; a plain name on http://localhost during
 * development and tests.
 *
 * The cookie itself cannot be taken back, so a spent pass is remembered in `used_verifications`
 * (as a digest, until the pass would have expired anyway): the booking spends it in its own
 * transaction, and a second booking with it is refused.
 */
function cookieName(secure: boolean): string {
  return secure ? '__Host-northbridge-verified' : 'northbridge-verified'
}

function sign(body: string): string {
  return createHmac('sha256', verificationKey('pass')).update(body).digest('base64url')
}

/** True when the request reached the site over HTTPS (directly or through the proxy in front). */
export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  )
}

/** The Set-Cookie value of a new pass. */
export function issuePassCookie(secure: boolean, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PASS_LIFETIME_SECONDS
  const body = `v1.${expires}.${randomBytes(12).toString('base64url')}`
  return [
    `${cookieName(secure)}=${body}.${sign(body)}`,
    'Path=/',
    `Max-Age=${PASS_LIFETIME_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * The Set-Cookie value that removes the pass from the browser: sent with a booking that spent it,
 * so the browser no longer offers a pass the server would refuse.
 */
export function clearPassCookie(secure: boolean): string {
  return [
    `${cookieName(secure)}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim()
    }
  }
  return undefined
}

/**
 * A pass the request carries that we signed and that has not expired: `id` names this one pass
 * (its signed body, random per pass), `expiresAt` is when it stops counting anyway.
 */
export type Pass = { id: string; expiresAt: Date }

/** The request's pass, or undefined when it carries none, a forged one or an expired one. */
export function readPass(request: Request, now: Date = new Date()): Pass | undefined {
  const value = cookieValue(request.headers.get('cookie'), cookieName(isSecureRequest(request)))
  const match = value && /^(v1\.(\d{1,12})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return undefined
  const [, body = '', expires = '0', signature = ''] = match
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const expiresAt = new Date(Number(expires) * 1000)
  return expiresAt.getTime() > now.getTime() ? { id: body, expiresAt } : undefined
}

/** True when the request carries a pass we signed that has not expired (spent or not). */
export function hasValidPass(request: Request, now: Date = new Date()): boolean {
  return readPass(request, now) !== undefined
}

const spentKey = (pass: Pass) => `pass:${pass.id}`

/** True when a booking has spent this pass already. */
export function isSpent(db: Database, pass: Pass): Promise<boolean> {
  return wasClaimed(db, spentKey(pass))
}

/** True when the request carries a valid pass that no booking has spent yet. */
export async function hasUnspentPass(
  db: Database,
  request: Request,
  now: Date = new Date(),
): Promise<boolean> {
  const pass = readPass(request, now)
  return pass !== undefined && !(await isSpent(db, pass))
}

/**
 * Spends the pass: true the first time, false ever after. Run it inside the booking's own
 * transaction, so the pass is spent exactly when a booking is committed: a booking that fails
 * (slot taken, a rule broken, a crash) leaves it unspent, and of two bookings racing with one
 * pass the second waits on the first's row and is refused once it commits.
 */
export function spendPass(tx: Database, pass: Pass): Promise<boolean> {
  return claimOnce(tx, spentKey(pass), pass.expiresAt)
}
