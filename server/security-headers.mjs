// The security headers every response of `npm start` carries (decision 023), set by serve.mjs
// before it hands a request to sirv (the build's static files) or to Next.js, so pages, route
// handlers and static assets all get them. The Content-Security-Policy differs per page and is
// set by src/proxy.ts; `guardDocumentHeaders` makes sure no HTML answer leaves without one,
// whatever skipped the proxy.

/** Two years, subdomains included: what the HSTS preload list asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** Powerful features no page of the site uses, denied to it and to any frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Headers every response gets, whatever its type. */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Pages behind e-mailed tokens and the account's add a stricter `no-referrer` of their own.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // For browsers without CSP's frame-ancestors; `guardDocumentHeaders` says SAMEORIGIN instead
  // when the answer's policy lets the site frame it (the local mailbox's message preview).
  'x-frame-options': 'DENY',
}

/**
 * The policy of a document (HTML, XHTML or SVG) that reaches the server without one: a page Next.js rendered
 * where the proxy did not run (its 404 for a missing `/_next/static/…` file, say). Nothing may
 * run or frame it: no scripts at all, no plugins, no <base>, forms to this site only. The page
 * still shows (its styles, images and fonts are the site's own), and every blocked script is
 * reported, so the gap shows in the log.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'report-uri /api/csp-report',
].join('; ')

/**
 * What is enforced beside the proxy's report-only policy (a build made by `next build` alone,
 * whose pages' hashes are unknown: src/proxy.ts only reports until it is rebuilt). Scripts stay
 * allowed so the pages work; framing, plugins and <base> are refused all the same.
 */
export const REPORT_ONLY_COMPANION_POLICY =
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'"

/**
 * Whether the visitor's connection was HTTPS: TLS to this process itself, or the scheme the
 * TLS-terminating proxy in front states in `X-Forwarded-Proto` (its first value). A client
 * that forges the header over plain HTTP gains nothing: browsers ignore HSTS received over
 * HTTP (RFC 6797, 8.1).
 */
export function reachedOverHttps(request) {
  if (request.socket?.encrypted) return true
  const forwarded = request.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]
  return first?.trim().toLowerCase() === 'https'
}

/** Sets the headers on a response before anything else writes to it. */
export function setSecurityHeaders(request, response) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
    response.setHeader(name, value)
  }
  if (reachedOverHttps(request)) response.setHeader('strict-transport-security', HSTS)
}

/** Media types a browser renders as a document that can run scripts or be framed. */
const DOCUMENT_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(?:;|$)/i

/** One header's value, from the headers given to writeHead (object or flat array) or set before. */
function headerValue(response, given, name) {
  if (Array.isArray(given)) {
    for (let index = 0; index + 1 < given.length; index += 2) {
      if (String(given[index]).toLowerCase() === name) return String(given[index + 1])
    }
  } else if (given && typeof given === 'object') {
    for (const [key, value] of Object.entries(given)) {
      if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : String(value)
    }
  }
  const value = response.getHeader(name)
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value)
}

/** The sources of a policy's frame-ancestors directive, or undefined when it has none. */
export function frameAncestors(policy) {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name?.toLowerCase() === 'frame-ancestors') return sources
  }
  return undefined
}

/**
 * Checks each answer's headers as it is sent (Node.js calls writeHead for every response,
 * `end()` without one included): a document (HTML, XHTML, SVG) without an enforced Content-Security-Policy
 * gets the strict fallback above (or, beside a report-only policy, its framing companion), and
 * X-Frame-Options follows the policy's frame-ancestors: SAMEORIGIN when it is exactly 'self',
 * DENY otherwise. Install it before anything else wraps writeHead, so it sees the final headers.
 */
export function guardDocumentHeaders(response) {
  const writeHead = response.writeHead
  response.writeHead = function writeHeadWithDocumentHeaders(statusCode, ...rest) {
    const given = rest.find((argument) => argument && typeof argument === 'object')
    const contentType = headerValue(response, given, 'content-type') ?? ''
    let policy = headerValue(response, given, 'content-security-policy')
    if (!policy && DOCUMENT_TYPE.test(contentType)) {
      policy = headerValue(response, given, 'content-security-policy-report-only')
        ? REPORT_ONLY_COMPANION_POLICY
        : FALLBACK_CONTENT_SECURITY_POLICY
      response.setHeader('content-security-policy', policy)
    }
    const ancestors = policy ? frameAncestors(policy) : undefined
    const sameOrigin = ancestors?.length === 1 && ancestors[0] === "'self'"
    if (!headerValue(response, given, 'x-frame-options') || sameOrigin) {
      response.setHeader('x-frame-options', sameOrigin ? 'SAMEORIGIN' : 'DENY')
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}
