import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { verificationKey } from './secrets.server'
import { PASS_LIFETIME_SECONDS } from './verification-messages'

/**
 * The pass a visitor gets for solving the human check: a signed, httpOnly cookie valid for 30
 * minutes, checked by the booking API. `__Host-` (Secure, whole site, no Domain) over HTTPS, so
 * no other host can set it; a plain name on http://localhost during development and tests.
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

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim()
    }
  }
  return undefined
}

/** True when the request carries a pass we signed that has not expired. */
export function hasValidPass(request: Request, now: Date = new Date()): boolean {
  const value = cookieValue(request.headers.get('cookie'), cookieName(isSecureRequest(request)))
  const match = value && /^(v1\.(\d{1,12})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return false
  const [, body = '', expires = '0', signature = ''] = match
  const expected = Buffer.from(sign(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return Number(expires) * 1000 > now.getTime()
}
