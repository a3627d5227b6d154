import 'server-only'
import { site } from '@/config/site'
import { publicOrigin } from '@/server/public-origin'

/** The one path segment pattern a page of ours has: lowercase words, digits and hyphens. */
const PAGE_PATH = /^\/[a-z0-9/-]{0,120}$/

/**
 * The page a sign-up was made from, for its consent record: the path of the request's Referer
 * when the browser sent one from this site (a same-origin form post), otherwise unknown. Only a
 * path of ours is kept, never a query string or another site's address.
 */
export function sourcePage(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer || referer.length > 2_000) return null
  try {
    const from = new URL(referer)
    // The host the browser asked for (the Host header), the request's own and the public one:
    // behind a proxy, or on 127.0.0.1 rather than localhost, they differ.
    const ours = [
      request.headers.get('host'),
      new URL(request.url).host,
      new URL(publicOrigin()).host,
    ]
    if (!ours.includes(from.host)) return null
    return PAGE_PATH.test(from.pathname) ? from.pathname : null
  } catch {
    return null
  }
}

/** What the form says to an address that was erased at its owner's request. */
export const ERASED_ADDRESS_MESSAGE = `This address was erased from our records at its owner's request, so we do not add it again from this form. To hear from us again, write to ${site.email}.`
