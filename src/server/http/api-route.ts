import 'server-only'
import type { z } from 'zod'
import { getEnv } from '@/config/env.server'
import type { Database } from '../db/client'
import { isDatabaseUnavailable } from '../db/errors'
import { getDb } from '../db/instance'
import { log } from '../log'
import { consumeRateLimits, type RateLimitRule } from '../rate-limit/rate-limit'
import { RATE_LIMIT_TIERS, type RateLimitTier } from '../rate-limit/tiers'
import { clientAddress, rateLimitSubject, type Ipv6Block } from './client-address'
import { backToFormPage, isFormNavigation } from './form-navigation'
import { ApiError, errorResponse, tooManyRequests } from './json-response'
import { readBodyBytes, readJsonBody } from './read-json-body'
import { requestIdFrom } from './request-id'
import { crossSiteReason } from './same-site'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]

/** How long a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 30

function serviceUnavailable(): Response {
  return errorResponse(503, 'The service is unavailable right now. Please try again shortly.', {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  })
}

/** Methods that change state: these must come from the site itself. */
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const JSON_CONTENT_TYPE = 'application/json'

/** Bodies larger than this are refused unless an endpoint sets its own limit. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024

type Output<S> = S extends z.ZodType ? z.output<S> : undefined

/** An endpoint's binary body (see `Endpoint.binaryBody`). */
export type BinaryBody = {
  contentTypes: readonly string[]
  maxBytes: number
  /** The 413's message: what was too large and what to do, in the endpoint's own words. */
  tooLargeMessage: string
}

/**
 * One of an endpoint's own limits, counted per client: per IPv4 address, and per IPv6 /64 unless
 * `ipv6Block` is 48 (a whole customer site), for actions where one customer's many /64s must not
 * multiply the limit (src/server/http/client-address.ts).
 */
export type EndpointRateLimit = RateLimitRule & { ipv6Block?: Ipv6Block }

export type EndpointContext<BodySchema, QuerySchema, ParamsSchema = undefined> = {
  request: Request
  body: Output<BodySchema>
  query: Output<QuerySchema>
  /** The route's dynamic segments (`[id]`), parsed. */
  params: Output<ParamsSchema>
  /** The body's bytes as sent, for an endpoint with a `binaryBody` (undefined for others). */
  bytes: Uint8Array | undefined
  /** The client's address (see client-address.ts), for rate limits and logs. */
  client: string
  requestId: string
  db: Database
}

export type Endpoint<BodySchema = undefined, QuerySchema = undefined, ParamsSchema = undefined> = {
  /** The JSON body's schema; an endpoint with one requires `application/json`. */
  body?: BodySchema
  /**
   * The JSON media types the body may be sent as, when not `application/json` alone (browsers
   * send CSP reports as `application/csp-report` and `application/reports+json`).
   */
  jsonContentTypes?: readonly string[]
  /** The search parameters' schema (each parameter as a string). */
  query?: QuerySchema
  /**
   * The dynamic segments' schema (`{ id: z.uuid(...) }` for `[id]`). A path that fails it names
   * nothing that exists: 404 with the first issue's message.
   */
  params?: ParamsSchema
  maxBodyBytes?: number
  /**
   * A body of bytes (an uploaded picture) instead of JSON, handed to the handler as `bytes`
   * unparsed: the media types it may be sent as (others 415), its own size limit, and what a
   * body over it is told (413). Never read past the limit, as a JSON body. Not with `body`.
   */
  binaryBody?: BinaryBody
  /**
   * Checks of the body's fields that need the database (a time no consultant offers), run on the
   * body as sent whether or not the schema passed, so one answer names every wrong field. Their
   * messages join the schema's; the schema's wins for a field both name.
   */
  bodyFieldChecks?: (body: unknown, db: Database) => Promise<Record<string, string>>
  /**
   * Counted per client with the tier before the body is read, all in one statement; the first
   * (tier, then these in order) that refuses answers.
   */
  rateLimits?: EndpointRateLimit[]
  /**
   * The answer over a limit, instead of 429: for a client that must never see an error (a
   * page's beacon answers 204 whether or not its event counted).
   */
  whenRateLimited?: () => Response
  /**
   * The tier this endpoint's requests count in before its own limits (src/server/rate-limit/
   * tiers.ts): `forms` for state-changing methods and `general` for reads unless set; `false`
   * only for the health check, which monitors poll and must always answer.
   */
  tier?: RateLimitTier | false
  /**
   * The page whose plain HTML form (no JavaScript) posts here. A browser's form submission
   * (`isFormNavigation`) is never answered with JSON, which it would show as text: every refusal
   * (cross-site, rate limit, database down, bad input, an `ApiError`, a 500) becomes a 303 back to
   * this page with the request's own query and `problem=busy|unavailable|refused`; on success the
   * handler redirects itself (`seeOther`). Other clients get JSON as from any endpoint.
   */
  formPage?: string
  handle: (
    context: EndpointContext<BodySchema, QuerySchema, ParamsSchema>,
  ) => Promise<Response> | Response
}

/** Declares one method's endpoint; exists so TypeScript infers the body and query types. */
export function endpoint<
  BodySchema extends z.ZodType | undefined = undefined,
  QuerySchema extends z.ZodType | undefined = undefined,
  ParamsSchema extends z.ZodType | undefined = undefined,
>(
  definition: Endpoint<BodySchema, QuerySchema, ParamsSchema>,
): Endpoint<BodySchema, QuerySchema, ParamsSchema> {
  return definition
}

export type ApiRouteOptions = {
  /** The database for rate limits and handlers; the process's own by default. */
  database?: () => Database
  /** The proxy header that names the client; TRUSTED_PROXY_HEADER by default. */
  trustedProxyHeader?: () => string | undefined
  /** The clock the rate limits count by; the real one by default (tests move it on). */
  now?: () => Date
}

/** What Next.js hands a route handler besides the request: the dynamic segments' values. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

type Handler = (request: Request, context?: RouteContext) => Promise<Response>

/** A zod failure as the spec's messages, one per field (the first problem of each). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.')
    if (name && !(name in fields)) fields[name] = issue.message
  }
  return fields
}

function validationFailure(error: z.ZodError, checked: Record<string, string> = {}) {
  const fields = { ...checked, ...fieldErrors(error) }
  return Object.keys(fields).length > 0
    ? errorResponse(422, 'Please correct the highlighted fields.', { fields })
    : errorResponse(422, error.issues[0]?.message ?? 'The request is not valid.')
}

/** What a field holding U+0000 is told: PostgreSQL text cannot store it, so no endpoint takes it. */
export const NUL_MESSAGE = 'Contains a character that is not allowed.'

/**
 * The path of the first string (or object key) in a parsed body or query that holds U+0000, or
 * undefined when there is none. Walked without recursion: a body may be nested thousands deep.
 */
function nulCharacterPath(value: unknown): string[] | undefined {
  const pending: [unknown, string[]][] = [[value, []]]
  while (pending.length > 0) {
    const [item, path] = pending.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return [...path, key]
        pending.push([child, [...path, key]])
      }
    }
  }
  return undefined
}

function nulCharacterFailure(path: string[]) {
  const name = path.join('.')
  return name
    ? errorResponse(422, 'Please correct the highlighted fields.', {
        fields: { [name]: NUL_MESSAGE },
      })
    : errorResponse(422, NUL_MESSAGE)
}

function withRequestId(response: Response, requestId: string): Response {
  // Handlers may return a Response whose headers are immutable (e.g. Response.redirect).
  try {
    response.headers.set('x-request-id', requestId)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set('x-request-id', requestId)
    return copy
  }
}

/**
 * Builds a route's handlers from its endpoints, one per method, and answers every other method
 * with 405. Every request goes through the same steps, each with the one error shape:
 * method (405) → cross-site check for state-changing methods (403) → JSON (or binary) content
 * type (415) → rate limits (429 + Retry-After; 503 when the database cannot count) → path
 * segments (404) → body size (413) → JSON syntax (400) → U+0000 in the query or body (422: PostgreSQL text cannot
 * hold it) → query and body schemas (422 with the fields' messages) →
 * the handler. An `ApiError` from the handler becomes its status
 * and message; anything else is logged with the request id and answered with a bare 500.
 *
 * Export the result's members from route.ts: `export const { GET, POST, … } = apiRoute({ … })`.
 */
export function apiRoute(
  endpoints: Partial<Record<Method, Endpoint<any, any, any>>>, // eslint-disable-line @typescript-eslint/no-explicit-any -- each endpoint keeps its own types
  options: ApiRouteOptions = {},
): Record<Method | 'HEAD' | 'OPTIONS', Handler> {
  const database = options.database ?? getDb
  const trustedProxyHeader = options.trustedProxyHeader ?? (() => getEnv().TRUSTED_PROXY_HEADER)
  const implemented = METHODS.filter((method) => endpoints[method])
  const allow = [...implemented, ...(endpoints.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ')

  const run = async (
    method: Method,
    definition: Endpoint<any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- the schemas were checked where the endpoint was declared
    request: Request,
    context: RouteContext | undefined,
    requestId: string,
  ) => {
    const refusal = STATE_CHANGING.has(method) ? crossSiteReason(request.headers) : undefined
    if (refusal) {
      log.warn('cross-site request refused', { requestId, method })
      return errorResponse(403, 'Requests from other sites are not allowed.')
    }

    const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const accepted: readonly string[] = definition.jsonContentTypes ?? [JSON_CONTENT_TYPE]
    if (definition.body && !accepted.includes(contentType ?? '')) {
      return errorResponse(
        415,
        `Send the request body as JSON (Content-Type: ${accepted.join(' or ')}).`,
      )
    }
    const binary: BinaryBody | undefined = definition.binaryBody
    if (binary && !binary.contentTypes.includes(contentType ?? '')) {
      return errorResponse(
        415,
        `Send the request body as one of: ${binary.contentTypes.join(', ')}.`,
      )
    }

    const db = database()
    const client = clientAddress(request.headers, trustedProxyHeader())
    const tier =
      definition.tier === undefined
        ? STATE_CHANGING.has(method)
          ? 'forms'
          : 'general'
        : definition.tier
    const rules: EndpointRateLimit[] = [
      ...(tier ? [RATE_LIMIT_TIERS[tier]] : []),
      ...(definition.rateLimits ?? []),
    ]
    let verdicts
    try {
      verdicts = await consumeRateLimits(
        db,
        rules.map((rule) => ({ rule, subject: rateLimitSubject(client, rule.ipv6Block) })),
        options.now?.(),
      )
    } catch (error) {
      // The first database call of every request: failing here means the database is down.
      log.error('rate limiter unavailable', { requestId, error })
      return serviceUnavailable()
    }
    const refused = verdicts.find((verdict) => !verdict.allowed)
    if (refused) {
      return definition.whenRateLimited?.() ?? tooManyRequests(refused.retryAfterSeconds)
    }

    // After the rate limits: guessing ids costs requests like everything else.
    const params = definition.params
      ? (definition.params as z.ZodType).safeParse((await context?.params) ?? {})
      : undefined
    if (params && !params.success) {
      return errorResponse(404, params.error.issues[0]?.message ?? 'Not found.')
    }

    const url = new URL(request.url)
    const queryValues = Object.fromEntries(url.searchParams)
    // U+0000 ('%00') would reach the database only to fail there: refused as bad input instead.
    const nulInQuery = nulCharacterPath(queryValues)
    if (definition.query && nulInQuery) return nulCharacterFailure(nulInQuery)
    const query = definition.query
      ? (definition.query as z.ZodType).safeParse(queryValues)
      : undefined
    if (query && !query.success) return validationFailure(query.error)

    let bytes: Uint8Array | undefined
    if (binary) {
      const read = await readBodyBytes(request, binary.maxBytes)
      if (!read.ok) return errorResponse(413, binary.tooLargeMessage)
      bytes = read.bytes
    }

    let body: unknown
    if (definition.body) {
      const read = await readJsonBody(request, definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
      if (!read.ok) {
        return read.reason === 'too-large'
          ? errorResponse(413, 'The request body is too large.')
          : errorResponse(400, 'The request body is not valid JSON.')
      }
      const nulInBody = nulCharacterPath(read.value)
      if (nulInBody) return nulCharacterFailure(nulInBody)
      const parsed = (definition.body as z.ZodType).safeParse(read.value)
      const checked = (await definition.bodyFieldChecks?.(read.value, db)) ?? {}
      if (!parsed.success) return validationFailure(parsed.error, checked)
      if (Object.keys(checked).length > 0) {
        return errorResponse(422, 'Please correct the highlighted fields.', { fields: checked })
      }
      body = parsed.data
    }

    return definition.handle({
      request,
      body,
      query: query?.data,
      params: params?.data,
      bytes,
      client,
      requestId,
      db,
    })
  }

  const handlerFor =
    (method: Method | 'HEAD' | 'OPTIONS'): Handler =>
    async (request, context) => {
      const requestId = requestIdFrom(request.headers)
      try {
        if (method === 'OPTIONS') {
          return withRequestId(new Response(null, { status: 204, headers: { allow } }), requestId)
        }
        const definition = endpoints[method === 'HEAD' ? 'GET' : method]
        if (!definition) {
          return withRequestId(
            errorResponse(405, 'Method not allowed.', { headers: { allow } }),
            requestId,
          )
        }
        const response = await run(
          method === 'HEAD' ? 'GET' : method,
          definition,
          request,
          context,
          requestId,
        )
        if (method === 'HEAD') {
          return withRequestId(new Response(null, response), requestId)
        }
        return withRequestId(response, requestId)
      } catch (error) {
        if (error instanceof ApiError) {
          return withRequestId(
            errorResponse(
              error.status,
              error.message,
              error.fields ? { fields: error.fields } : {},
            ),
            requestId,
          )
        }
        if (isDatabaseUnavailable(error)) {
          // The database went away after the rate limiter reached it: the same answer as there.
          log.error('database unavailable', { requestId, error })
          return withRequestId(serviceUnavailable(), requestId)
        }
        // No path: it may hold a token or a record's id. The access log's line for this
        // request id has the route with those replaced (server/access-log.mjs).
        log.error('request failed', { requestId, method, error })
        return withRequestId(errorResponse(500, 'Something went wrong'), requestId)
      }
    }

  /** A refusal of an endpoint with a form page, to a browser's form submission: that page. */
  const withFormPage =
    (method: Method, handler: Handler): Handler =>
    async (request, context) => {
      const response = await handler(request, context)
      const page = endpoints[method]?.formPage
      if (!page || response.status < 400 || !isFormNavigation(request.headers)) return response
      const requestId = response.headers.get('x-request-id') ?? requestIdFrom(request.headers)
      return withRequestId(backToFormPage(page, request.url, response.status), requestId)
    }

  return {
    GET: handlerFor('GET'),
    HEAD: handlerFor('HEAD'),
    POST: withFormPage('POST', handlerFor('POST')),
    PUT: withFormPage('PUT', handlerFor('PUT')),
    PATCH: withFormPage('PATCH', handlerFor('PATCH')),
    DELETE: withFormPage('DELETE', handlerFor('DELETE')),
    OPTIONS: handlerFor('OPTIONS'),
  }
}
