/**
 * A cookie the browser may read that says "this browser has signed in" (value `1`, nothing
 * secret: the session itself stays in an httpOnly cookie). The server sets it beside the session
 * cookie and clears it with it; under https it is Secure and `__Secure-` prefixed like the
 * session's. Pages are static, so without it every page view of every visitor would have to ask
 * the server whether someone is signed in; with it only signed-in browsers ask. A stale hint (the
 * session expired) costs one request, after which the hint is cleared.
 */
export const SIGNED_IN_HINT_COOKIE = 'northbridge_signed_in'

/** The hint's name as the server sets it: prefixed when the site is served over https. */
export function signedInHintName(secure: boolean): string {
  return secure ? `__Secure-${SIGNED_IN_HINT_COOKIE}` : SIGNED_IN_HINT_COOKIE
}

export function hasSignedInHint(cookies: string = document.cookie): boolean {
  const names = [signedInHintName(true), signedInHintName(false)].map((name) => `${name}=1`)
  return cookies.split(';').some((part) => names.includes(part.trim()))
}

export function clearSignedInHint(): void {
  document.cookie = `${signedInHintName(false)}=; Max-Age=0; Path=/; SameSite=Lax`
  // A Secure cookie can only be changed from a secure page (https, or localhost).
  document.cookie = `${signedInHintName(true)}=; Max-Age=0; Path=/; SameSite=Lax; Secure`
}
