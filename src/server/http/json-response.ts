import 'server-only'

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** Every API answers JSON with an explicit charset; responses about live state are never cached. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('content-type', JSON_CONTENT_TYPE)
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers })
}

/** The one error shape of every API (ARCHITECTURE.md): `{ error, fields? }`. */
export type ApiErrorBody = { error: string; fields?: Record<string, string> }

export function errorResponse(
  status: number,
  error: string,
  { fields, headers }: { fields?: Record<string, string>; headers?: HeadersInit } = {},
) {
  const body: ApiErrorBody = fields ? { error, fields } : { error }
  return jsonResponse(body, { status, headers })
}

/** The answer past a rate limit: 429 with the wait, in seconds, in Retry-After and the message. */
export function tooManyRequests(retryAfterSeconds: number) {
  const wait = retryAfterSeconds
  return errorResponse(
    429,
    `Too many requests. Please try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
    { headers: { 'retry-after': String(wait) } },
  )
}

/**
 * An expected refusal a handler throws (a taken slot, a missing pass): the route helper answers
 * it with its status and message, where any other error becomes a logged 500.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}
