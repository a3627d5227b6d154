/**
 * Runs before Next.js routes an API request, for one job: a path whose percent-encoding is broken
 * (`/api/%zz`, `/api/account/consultations/%E0%A4%A/cancel`) makes Next.js fail to decode the
 * route's segments and answer a plain-text 500 before any route handler runs. Such a path names
 * nothing, so it is answered here as every API answers a path it does not know: a JSON 404 in the
 * one error shape (ARCHITECTURE.md). Found by tests/e2e/fuzz-api.spec.ts.
 */
export function proxy(request: Request): Response | undefined {
  const pathname = new URL(request.url).pathname
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return undefined
  } catch {
    return new Response(JSON.stringify({ error: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
}

export const config = { matcher: '/api/:path*' }
