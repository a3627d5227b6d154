/**
 * The browser's one client for the site's JSON API. Every answer that is not a success comes in
 * the one error shape `{ error, fields? }` (src/server/http/json-response.ts), a 429 or 503 with
 * the wait in Retry-After; this turns each answer into a typed result, so no form reads a
 * response by hand.
 */

/** A refusal: the server's message, its messages per field (422), the wait it asked for. */
export type ApiFailure = {
  ok: false
  /** 0: the request never got a (whole) answer (offline, server down, the page was left). */
  status: number
  error: string
  fields?: Record<string, string>
  /** Seconds, from Retry-After (a rate limit's 429, a 503 while the database is away). */
  retryAfter?: number
}

/** An API answer: the JSON body on success, or the one error shape with its status. */
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure

export const apiMessages = {
  unreachable: 'The server could not be reached. Please try again.',
  cutShort: 'The answer was cut short. Please try again.',
  failed: 'Something went wrong. Please try again.',
} as const

const RETRY_AFTER = /^\d{1,9}$/

/** Reads a response the API sent into a result (also for a caller that fetched by itself). */
export async function readApiResult<T>(response: Response): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => undefined)) as
    (T & { error?: unknown; fields?: Record<string, string> }) | undefined
  // A success whose body never arrived says nothing of what was asked (`null` is a body).
  if (response.ok) {
    return body === undefined
      ? { ok: false, status: 0, error: apiMessages.cutShort }
      : { ok: true, status: response.status, data: body }
  }
  const wait = response.headers.get('retry-after')?.trim() ?? ''
  return {
    ok: false,
    status: response.status,
    error: typeof body?.error === 'string' ? body.error : apiMessages.failed,
    fields: body?.fields,
    ...(RETRY_AFTER.test(wait) ? { retryAfter: Number(wait) } : {}),
  }
}

/** A GET, or a POST with a JSON body when `body` is given. */
export async function callApi<T>(
  path: string,
  { body, method = body === undefined ? 'GET' : 'POST' }: { body?: unknown; method?: string } = {},
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  } catch {
    return { ok: false, status: 0, error: apiMessages.unreachable }
  }
  return readApiResult<T>(response)
}
