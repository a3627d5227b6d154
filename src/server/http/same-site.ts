import 'server-only'
import { publicOrigin } from '@/server/public-origin'

/**
 * Why a state-changing request looks like it came from another site, or undefined when it does
 * not. Browsers send `Sec-Fetch-Site` (secure contexts) and `Origin` with every cross-origin POST,
 * so a page elsewhere cannot make a visitor's browser book or cancel here; `Origin` is checked
 * when a browser sends no `Sec-Fetch-Site`. Requests without either header (curl,
 * server-to-server, a mail client's RFC 8058 POST) are not browser forgeries and pass.
 */
export function crossSiteReason(headers: Headers): string | undefined {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) {
    // The browser's own verdict, which no page can set, decides: a page with
    // `Referrer-Policy: no-referrer` (the e-mailed links' pages) sends `Origin: null` with its
    // own same-origin form posts.
    return fetchSite === 'same-origin' || fetchSite === 'none'
      ? undefined
      : `sec-fetch-site: ${fetchSite}`
  }
  const origin = headers.get('origin')
  if (origin === null) return undefined
  if (origin === publicOrigin()) return undefined
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    // 'null' (sandboxed frames, some redirects) or garbage: not this site.
    return `origin: ${origin}`
  }
  return host === headers.get('host') ? undefined : `origin: ${origin}`
}
