// The security headers every response of `npm start` carries (decision 023), set by serve.mjs
// before it hands a request to sirv (the build's static files) or to Next.js, so pages, route
// handlers and static assets all get them. The Content-Security-Policy differs per page and is
// set by src/proxy.ts.

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
}

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
