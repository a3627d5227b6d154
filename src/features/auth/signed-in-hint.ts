/**
 * A cookie the browser may read that says "this browser has signed in" (value `1`, nothing
 * secret: the session itself stays in an httpOnly cookie). The server sets it beside the session
 * cookie and clears it with it. Pages are static, so without it every page view of every visitor
 * would have to ask the server whether someone is signed in; with it only signed-in browsers ask.
 * A stale hint (the session expired) costs one request, after which the hint is cleared.
 */
export const SIGNED_IN_HINT_COOKIE = 'northbridge_signed_in'

export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`)
}

export function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
