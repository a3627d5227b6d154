import 'server-only'

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** Every API answers JSON with an explicit charset; responses about live state are never cached. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('content-type', JSON_CONTENT_TYPE)
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers })
}
