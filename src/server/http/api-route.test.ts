import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTestDatabase } from '#test-support/database'
import type { DatabaseHandle } from '../db/client'
import { PEER_ADDRESS_HEADER } from '../peer-address'
import { publicOrigin } from '../public-origin'
import type { RateLimitRule } from '../rate-limit/rate-limit'
import { RATE_LIMIT_TIERS } from '../rate-limit/tiers'
import { DEFAULT_MAX_BODY_BYTES, NUL_MESSAGE, apiRoute, endpoint, type Endpoint } from './api-route'
import { clientAddress, rateLimitSubject } from './client-address'
import { ApiError, jsonResponse } from './json-response'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(async () => {
  await handle.close()
})

// Cross-site refusals are logged as warnings; tests that expect them keep them out of the output.
const warnSpies: { mockRestore: () => void }[] = []
function silenceWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  warnSpies.push(warn)
  return warn
}
afterEach(() => {
  for (const spy of warnSpies.splice(0)) spy.mockRestore()
})

const URL_BASE = 'http://127.0.0.1:3000'
const JSON_TYPE = 'application/json; charset=utf-8'
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// Small schemas with the spec's messages (src/server may not import a feature's schema).
const ContactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(2, 'Name must be at least 2 characters long'),
  email: z
    .string({ error: 'Email is required' })
    .regex(/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/, 'Please enter a valid email address'),
  slot: z.object({ time: z.string({ error: 'Please select a time' }) }),
})

const DayQuerySchema = z.object({
  date: z.string({ error: 'Please select a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'Please select a valid date',
  }),
  timeZone: z.enum(['PT', 'MT', 'CT', 'ET'], { error: 'Please select a timezone' }),
})

const validContact = { name: 'Ann Lee', email: 'ann@example.com', slot: { time: '10:00' } }

let ruleCount = 0
/** A fresh rule name per call, so tests sharing the database never share a counter. */
function rule(limit: number): RateLimitRule {
  ruleCount += 1
  return { name: `test-${ruleCount}`, limit, windowMs: 60_000 }
}

function route(
  endpoints: Parameters<typeof apiRoute>[0],
  trustedProxyHeader: string | undefined = undefined,
) {
  return apiRoute(endpoints, {
    database: () => handle.db,
    trustedProxyHeader: () => trustedProxyHeader,
  })
}

/** A POST endpoint that answers with what it received. */
function echo(overrides: Partial<Endpoint<typeof ContactSchema>> = {}) {
  const calls: unknown[] = []
  const definition = endpoint({
    body: ContactSchema,
    handle: ({ body, client, requestId }) => {
      calls.push(body)
      return jsonResponse({ body, client, requestId })
    },
    ...overrides,
  })
  return { definition, calls }
}

function post(body: BodyInit | null, headers: Record<string, string> = {}, path = '/api/thing') {
  return new Request(`${URL_BASE}${path}`, { method: 'POST', headers, body })
}

function postJson(value: unknown, headers: Record<string, string> = {}) {
  return post(JSON.stringify(value), { 'content-type': 'application/json', ...headers })
}

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Request(`${URL_BASE}/api/thing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

async function expectError(
  response: Response,
  status: number,
  body: { error: string; fields?: Record<string, string> },
) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toBe(JSON_TYPE)
  expect(response.headers.get('x-request-id')).toMatch(REQUEST_ID)
  expect(await response.json()).toEqual(body)
}

describe('apiRoute: methods', () => {
  it('answers a method without an endpoint with 405, Allow and the one error shape', async () => {
    const handlers = route({ GET: endpoint({ handle: () => jsonResponse({ ok: true }) }) })
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await handlers[method](new Request(`${URL_BASE}/api/thing`, { method }))
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      await expectError(response, 405, { error: 'Method not allowed.' })
    }

    const postOnly = route({ POST: echo().definition })
    const response = await postOnly.GET(new Request(`${URL_BASE}/api/thing`))
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    await expectError(response, 405, { error: 'Method not allowed.' })
    expect(
      (await postOnly.HEAD(new Request(`${URL_BASE}/api/thing`, { method: 'HEAD' }))).status,
    ).toBe(405)
  })

  it('answers OPTIONS with 204 and the allowed methods', async () => {
    const handlers = route({
      GET: endpoint({ handle: () => jsonResponse({}) }),
      POST: echo().definition,
      DELETE: endpoint({ handle: () => new Response(null, { status: 204 }) }),
    })
    const response = await handlers.OPTIONS(
      new Request(`${URL_BASE}/api/thing`, { method: 'OPTIONS' }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE, HEAD, OPTIONS')
    expect(response.headers.get('x-request-id')).toMatch(REQUEST_ID)
    expect(await response.text()).toBe('')
  })

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const handlers = route({
      GET: endpoint({
        query: DayQuerySchema,
        handle: ({ query }) => jsonResponse({ query }, { headers: { 'x-slots': '14' } }),
      }),
    })
    const url = `${URL_BASE}/api/slots?date=2026-12-01&timeZone=ET`
    const get = await handlers.GET(new Request(url))
    expect(get.status).toBe(200)
    expect(await get.json()).toEqual({ query: { date: '2026-12-01', timeZone: 'ET' } })

    const head = await handlers.HEAD(new Request(url, { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(JSON_TYPE)
    expect(head.headers.get('x-slots')).toBe('14')
    expect(head.headers.get('x-request-id')).toMatch(REQUEST_ID)
    expect(head.body).toBeNull()

    const invalid = await handlers.HEAD(
      new Request(`${URL_BASE}/api/slots?date=soon`, { method: 'HEAD' }),
    )
    expect(invalid.status).toBe(422)
    expect(invalid.body).toBeNull()
  })
})

describe('apiRoute: request bodies', () => {
  it('requires application/json on an endpoint with a body schema (415)', async () => {
    const { definition, calls } = echo()
    const handlers = route({ POST: definition })
    const bytes = new TextEncoder().encode(JSON.stringify(validContact))
    const refusal = {
      error: 'Send the request body as JSON (Content-Type: application/json).',
    }
    // A byte body carries no content type of its own.
    await expectError(await handlers.POST(post(bytes)), 415, refusal)
    await expectError(
      await handlers.POST(post(bytes, { 'content-type': 'text/plain' })),
      415,
      refusal,
    )
    await expectError(
      await handlers.POST(post(bytes, { 'content-type': 'application/x-www-form-urlencoded' })),
      415,
      refusal,
    )
    expect(calls).toEqual([])

    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
    ]) {
      const response = await handlers.POST(post(bytes, { 'content-type': type }))
      expect(response.status, type).toBe(200)
    }
  })

  it('accepts the JSON media types an endpoint names instead (415 for others)', async () => {
    const { definition, calls } = echo({
      jsonContentTypes: ['application/csp-report', 'application/reports+json'],
    })
    const handlers = route({ POST: definition })
    const body = JSON.stringify(validContact)
    for (const type of ['application/csp-report', 'application/reports+json; charset=utf-8']) {
      const response = await handlers.POST(post(body, { 'content-type': type }))
      expect(response.status, type).toBe(200)
    }
    await expectError(
      await handlers.POST(post(body, { 'content-type': 'application/json' })),
      415,
      {
        error:
          'Send the request body as JSON (Content-Type: application/csp-report or application/reports+json).',
      },
    )
    expect(calls).toHaveLength(2)
  })

  it('refuses a declared Content-Length over the limit before reading (413)', async () => {
    const { definition, calls } = echo()
    const handlers = route({ POST: definition })
    const tooLarge = { error: 'The request body is too large.' }
    await expectError(
      await handlers.POST(
        postJson(validContact, { 'content-length': String(DEFAULT_MAX_BODY_BYTES + 1) }),
      ),
      413,
      tooLarge,
    )
    const small = route({ POST: echo({ maxBodyBytes: 100 }).definition })
    await expectError(
      await small.POST(postJson(validContact, { 'content-length': '101' })),
      413,
      tooLarge,
    )
    expect(calls).toEqual([])
  })

  it('cuts off a streamed body that grows past the limit (413)', async () => {
    const handlers = route({ POST: echo().definition })
    const chunk = new TextEncoder().encode(' '.repeat(4096))
    await expectError(await handlers.POST(streamed([chunk, chunk, chunk])), 413, {
      error: 'The request body is too large.',
    })
    // A Content-Length that understates the body does not help.
    await expectError(
      await handlers.POST(streamed([chunk, chunk, chunk], { 'content-length': '10' })),
      413,
      { error: 'The request body is too large.' },
    )
  })

  it('stops reading an endless body once it passes the limit', async () => {
    let sent = 0
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        controller.enqueue(new Uint8Array(1024).fill(0x20))
      },
      cancel() {
        cancelled = true
      },
    })
    const handlers = route({ POST: echo().definition })
    const response = await handlers.POST(
      new Request(`${URL_BASE}/api/thing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(cancelled).toBe(true)
    expect(sent).toBeLessThan(DEFAULT_MAX_BODY_BYTES * 4)
  })

  it('accepts a streamed body of exactly the limit and refuses one byte more', async () => {
    const handlers = route({
      POST: endpoint({
        body: z.string(),
        handle: ({ body }) => jsonResponse({ length: body.length }),
      }),
    })
    const encode = (text: string) => new TextEncoder().encode(text)
    const exact = encode(JSON.stringify('a'.repeat(DEFAULT_MAX_BODY_BYTES - 2)))
    expect(exact.byteLength).toBe(DEFAULT_MAX_BODY_BYTES)
    const accepted = await handlers.POST(streamed([exact.slice(0, 5000), exact.slice(5000)]))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ length: DEFAULT_MAX_BODY_BYTES - 2 })

    const over = encode(JSON.stringify('a'.repeat(DEFAULT_MAX_BODY_BYTES - 1)))
    expect((await handlers.POST(streamed([over]))).status).toBe(413)
  })

  it('answers malformed JSON, invalid UTF-8 and a missing body with 400', async () => {
    const { definition, calls } = echo()
    const handlers = route({ POST: definition })
    const notJson = { error: 'The request body is not valid JSON.' }
    const json = { 'content-type': 'application/json' }
    await expectError(await handlers.POST(post('{"name":', json)), 400, notJson)
    await expectError(await handlers.POST(post("{'name': 'Ann'}", json)), 400, notJson)
    const invalidUtf8 = new Uint8Array([
      ...new TextEncoder().encode('{"name":"Ann'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('","email":"ann@example.com","slot":{"time":"10:00"}}'),
    ])
    await expectError(await handlers.POST(post(invalidUtf8, json)), 400, notJson)
    await expectError(await handlers.POST(post(null, json)), 400, notJson)
    await expectError(await handlers.POST(post('', json)), 400, notJson)
    expect(calls).toEqual([])
  })
  it('hands a binary body to the handler as bytes, within its own limit and media types', async () => {
    const seen: (number | undefined)[] = []
    const tooLarge = 'The picture is larger than 1 KB.'
    const handlers = route({
      POST: endpoint({
        binaryBody: {
          contentTypes: ['image/png', 'application/octet-stream'],
          maxBytes: 1024,
          tooLargeMessage: tooLarge,
        },
        handle: ({ bytes }) => {
          seen.push(bytes?.byteLength)
          return jsonResponse({ first: bytes?.[0] })
        },
      }),
    })
    const png = { 'content-type': 'image/png' }
    const accepted = await handlers.POST(post(new Uint8Array(1024).fill(7), png))
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ first: 7 })
    await expectError(await handlers.POST(post('text', { 'content-type': 'text/plain' })), 415, {
      error: 'Send the request body as one of: image/png, application/octet-stream.',
    })
    // Over the limit: declared, streamed, or endless, it is never read past the limit.
    await expectError(
      await handlers.POST(post(new Uint8Array(8), { ...png, 'content-length': '1025' })),
      413,
      { error: tooLarge },
    )
    const chunk = new Uint8Array(600)
    await expectError(
      await handlers.POST(streamed([chunk, chunk], { 'content-type': 'image/png' })),
      413,
      { error: tooLarge },
    )
    let sent = 0
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 256
        controller.enqueue(new Uint8Array(256))
      },
      cancel() {
        cancelled = true
      },
    })
    const response = await handlers.POST(
      new Request(`${URL_BASE}/api/thing`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(cancelled).toBe(true)
    expect(sent).toBeLessThan(1024 * 4)
    // No body at all is empty bytes: the handler decides what that means.
    expect((await handlers.POST(post(null, png))).status).toBe(200)
    expect(seen).toEqual([1024, 0])
  })
})

describe('apiRoute: validation', () => {
  it('answers a body that fails its schema with 422 and the first message of each field', async () => {
    const { definition, calls } = echo()
    const handlers = route({ POST: definition })
    await expectError(await handlers.POST(postJson({})), 422, {
      error: 'Please correct the highlighted fields.',
      fields: {
        name: 'Name is required',
        email: 'Email is required',
        slot: 'Invalid input: expected object, received undefined',
      },
    })
    await expectError(await handlers.POST(postJson({ name: ' A ', email: 'a@b', slot: {} })), 422, {
      error: 'Please correct the highlighted fields.',
      fields: {
        name: 'Name must be at least 2 characters long',
        email: 'Please enter a valid email address',
        'slot.time': 'Please select a time',
      },
    })
    // A blank name breaks both of its rules; only the first is reported.
    await expectError(await handlers.POST(postJson({ ...validContact, name: '   ' })), 422, {
      error: 'Please correct the highlighted fields.',
      fields: { name: 'Name is required' },
    })
    expect(calls).toEqual([])
  })

  it('hands the handler the parsed body', async () => {
    const { definition, calls } = echo()
    const handlers = route({ POST: definition })
    const response = await handlers.POST(postJson({ ...validContact, name: '  Ann Lee  ' }))
    expect(response.status).toBe(200)
    expect(calls).toEqual([validContact])
  })

  it('answers a failure without a field with its message alone', async () => {
    const handlers = route({
      POST: endpoint({
        body: z.string({ error: 'Send the note as a JSON string' }),
        handle: () => jsonResponse({}),
      }),
    })
    await expectError(await handlers.POST(postJson({ note: 'hi' })), 422, {
      error: 'Send the note as a JSON string',
    })
  })

  it('checks the query against its schema (422)', async () => {
    const handlers = route({
      GET: endpoint({ query: DayQuerySchema, handle: ({ query }) => jsonResponse(query) }),
    })
    await expectError(await handlers.GET(new Request(`${URL_BASE}/api/slots`)), 422, {
      error: 'Please correct the highlighted fields.',
      fields: { date: 'Please select a date', timeZone: 'Please select a timezone' },
    })
    await expectError(
      await handlers.GET(new Request(`${URL_BASE}/api/slots?date=12/08/2026&timeZone=EST`)),
      422,
      {
        error: 'Please correct the highlighted fields.',
        fields: { date: 'Please select a valid date', timeZone: 'Please select a timezone' },
      },
    )
    const ok = await handlers.GET(new Request(`${URL_BASE}/api/slots?date=2026-12-08&timeZone=PT`))
    expect(await ok.json()).toEqual({ date: '2026-12-08', timeZone: 'PT' })
  })

  it('checks the dynamic segments against their schema: a path that fails it is a 404', async () => {
    const IdParams = z.object({ id: z.uuid({ error: 'We could not find that thing.' }) })
    const seen: unknown[] = []
    const handlers = route({
      GET: endpoint({
        params: IdParams,
        handle: ({ params }) => {
          seen.push(params)
          return jsonResponse(params)
        },
      }),
      POST: endpoint({
        params: IdParams,
        body: ContactSchema,
        handle: ({ params, body }) => jsonResponse({ params, body }),
      }),
    })
    const id = '5f0c8a57-0d6b-4a43-9c55-2f6d1c1e4b2a'
    const at = (value: string) => ({ params: Promise.resolve({ id: value }) })
    const get = () => new Request(`${URL_BASE}/api/things/x`)

    await expectError(await handlers.GET(get(), at('not-a-uuid')), 404, {
      error: 'We could not find that thing.',
    })
    // Before the body is read: a bad path with a broken body is still a 404.
    await expectError(
      await handlers.POST(post('{', { 'content-type': 'application/json' }), at('42')),
      404,
      { error: 'We could not find that thing.' },
    )
    expect(seen).toEqual([])

    expect(await (await handlers.GET(get(), at(id))).json()).toEqual({ id })
    expect(await (await handlers.POST(postJson(validContact), at(id))).json()).toEqual({
      params: { id },
      body: validContact,
    })
    // Called without a context (as a test or another route might), the schema still decides.
    await expectError(await handlers.GET(get()), 404, { error: 'We could not find that thing.' })
  })
})

describe('apiRoute: cross-site requests', () => {
  const refusal = { error: 'Requests from other sites are not allowed.' }

  it.each([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'https://northbridge.example.evil.example' },
    { origin: 'http://northbridge.example' },
    { origin: 'http://127.0.0.1:3000', host: 'northbridge.example' },
    // The browser's verdict wins over an Origin that matches.
    { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
  ] as Record<string, string>[])(
    'refuses a state-changing request with %j (403)',
    async (headers) => {
      const warn = silenceWarnings()
      const { definition, calls } = echo()
      const handlers = route({
        POST: definition,
        PUT: definition,
        PATCH: definition,
        DELETE: definition,
      })
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const request = new Request(`${URL_BASE}/api/thing`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(validContact),
        })
        await expectError(await handlers[method](request), 403, refusal)
      }
      expect(calls).toEqual([])
      expect(warn).toHaveBeenCalledTimes(4)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cross-site request refused'))
    },
  )

  it.each([
    {},
    { 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    // A form on a page with Referrer-Policy: no-referrer, as Chromium posts it.
    { 'sec-fetch-site': 'same-origin', origin: 'null', host: '127.0.0.1:3000' },
    // The public origin (src/server/public-origin.ts), whatever Host a proxy passes on.
    { origin: publicOrigin(), host: 'app1.internal:3000' },
  ] as Record<string, string>[])('lets a request with %j through', async (headers) => {
    const handlers = route({ POST: echo().definition })
    const response = await handlers.POST(postJson(validContact, headers))
    expect(response.status).toBe(200)
  })

  it('checks the origin before the content type and the rate limit', async () => {
    silenceWarnings()
    const limit = rule(1)
    const handlers = route({ POST: echo({ rateLimits: [limit] }).definition })
    const peer = { [PEER_ADDRESS_HEADER]: '203.0.113.40' }
    const crossSite = post('x', { 'content-type': 'text/plain', origin: 'https://evil.example' })
    expect((await handlers.POST(crossSite)).status).toBe(403)
    // The refused request used none of the client's allowance.
    expect((await handlers.POST(postJson(validContact, peer))).status).toBe(200)
  })

  it('does not check reads', async () => {
    const handlers = route({ GET: endpoint({ handle: () => jsonResponse({ ok: true }) }) })
    const response = await handlers.GET(
      new Request(`${URL_BASE}/api/thing`, {
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      }),
    )
    expect(response.status).toBe(200)
  })
})

describe('apiRoute: plain HTML forms', () => {
  /** What a browser sends when a page's <form method="post"> is submitted on this site. */
  const submission = {
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'same-origin',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'content-type': 'application/x-www-form-urlencoded',
  }
  const formPath = '/api/thing?token=abc.def&result=forged'

  function formRoute(overrides: Partial<Endpoint> = {}) {
    const calls: string[] = []
    const handlers = route({
      POST: endpoint({
        formPage: '/things/confirm',
        handle: ({ request }) => {
          calls.push(request.url)
          return new Response(null, { status: 303, headers: { location: '/things/done' } })
        },
        ...overrides,
      }),
    })
    return { handlers, calls }
  }

  it('sends a refused form submission back to its page with the query and why, never JSON', async () => {
    silenceWarnings()
    const limit = rule(1)
    const { handlers, calls } = formRoute({ rateLimits: [limit] })
    const peer = { [PEER_ADDRESS_HEADER]: '203.0.113.60' }

    const crossSite = await handlers.POST(
      post('', { ...submission, 'sec-fetch-site': 'cross-site' }, formPath),
    )
    expect(crossSite.status).toBe(303)
    expect(crossSite.headers.get('location')).toBe('/things/confirm?token=abc.def&problem=refused')
    expect(crossSite.headers.get('x-request-id')).toMatch(REQUEST_ID)

    const first = await handlers.POST(post('', { ...submission, ...peer }, formPath))
    expect(first.headers.get('location')).toBe('/things/done')
    const second = await handlers.POST(post('', { ...submission, ...peer }, formPath))
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe('/things/confirm?token=abc.def&problem=busy')
    expect(calls).toHaveLength(1)
  })

  it('says unavailable for a handler that fails, and refused for its ApiError', async () => {
    vi.mocked(console.error).mockImplementation(() => {})
    const failing = formRoute({
      handle: () => {
        throw new Error('boom')
      },
    })
    const failed = await failing.handlers.POST(post('', submission, formPath))
    expect(failed.headers.get('location')).toBe('/things/confirm?token=abc.def&problem=unavailable')
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1)
    vi.mocked(console.error).mockClear()
    const refusing = formRoute({
      handle: () => {
        throw new ApiError(409, 'No.')
      },
    })
    const refused = await refusing.handlers.POST(post('', submission, formPath))
    expect(refused.headers.get('location')).toBe('/things/confirm?token=abc.def&problem=refused')
  })

  it('treats a browser without Sec-Fetch-Mode that asks for HTML as a form, and answers others JSON', async () => {
    silenceWarnings()
    const { handlers } = formRoute()
    const old = await handlers.POST(
      post('', { accept: 'text/html', origin: 'https://evil.example' }, formPath),
    )
    expect(old.headers.get('location')).toBe('/things/confirm?token=abc.def&problem=refused')
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', accept: '*/*' },
      // fetch() from a page, even one that accepts HTML, is not a navigation.
      { 'sec-fetch-mode': 'cors', accept: 'text/html', origin: 'https://evil.example' },
    ] as Record<string, string>[]) {
      await expectError(await handlers.POST(post('', headers, formPath)), 403, {
        error: 'Requests from other sites are not allowed.',
      })
    }
  })

  it('leaves endpoints without a form page to JSON, whoever asks', async () => {
    silenceWarnings()
    const handlers = route({ POST: echo().definition })
    await expectError(
      await handlers.POST(post('', { ...submission, 'sec-fetch-site': 'cross-site' })),
      403,
      { error: 'Requests from other sites are not allowed.' },
    )
  })
})

describe('apiRoute: rate limits', () => {
  async function expectLimited(response: Response) {
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    await expectError(response, 429, {
      error: `Too many requests. Please try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    })
  }

  const from = (address: string, extra: Record<string, string> = {}) => ({
    [PEER_ADDRESS_HEADER]: address,
    ...extra,
  })

  it('answers 503 with Retry-After, and never reaches the handler, when the database is down', async () => {
    const closed = await createTestDatabase()
    await closed.close()
    let reached = false
    const { GET } = apiRoute(
      {
        GET: endpoint({
          rateLimits: [rule(5)],
          handle: () => {
            reached = true
            return jsonResponse({ ok: true })
          },
        }),
      },
      { database: () => closed.db, trustedProxyHeader: () => undefined },
    )
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await GET(
      new Request(`${URL_BASE}/api/thing`, { headers: from('203.0.113.9') }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    await expectError(response, 503, {
      error: 'The service is unavailable right now. Please try again shortly.',
    })
    expect(reached).toBe(false)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('rate limiter unavailable'))
    consoleError.mockRestore()
  })

  it('answers 503 with Retry-After when the database goes away during the handler', async () => {
    const db = await createTestDatabase()
    const lostConnection = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const { GET } = apiRoute(
      {
        GET: endpoint({
          handle: () => {
            // Drizzle wraps the driver's error; the cause is what says the database is gone.
            throw new Error('Failed query: select 1', { cause: lostConnection })
          },
        }),
      },
      { database: () => db.db, trustedProxyHeader: () => undefined },
    )
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await GET(
        new Request(`${URL_BASE}/api/thing`, { headers: from('203.0.113.10') }),
      )
      expect(response.headers.get('retry-after')).toBe('30')
      await expectError(response, 503, {
        error: 'The service is unavailable right now. Please try again shortly.',
      })
    } finally {
      consoleError.mockRestore()
      await db.close()
    }
  })

  it('counts every request of a client in its tier, whichever endpoint it goes to', async () => {
    const client = from('192.0.2.140')
    const first = route({ POST: echo().definition })
    const second = route({
      POST: echo().definition,
      GET: endpoint({ handle: () => jsonResponse({}) }),
    })
    for (let sent = 0; sent < RATE_LIMIT_TIERS.forms.limit; sent += 1) {
      expect((await first.POST(postJson(validContact, client))).status).toBe(200)
    }
    // The forms tier is spent on the first endpoint: a post to the second is refused…
    await expectLimited(await second.POST(postJson(validContact, client)))
    // …while reads count in the general tier, and other clients in their own.
    expect(
      (await second.GET(new Request(`${URL_BASE}/api/thing`, { headers: client }))).status,
    ).toBe(200)
    expect((await second.POST(postJson(validContact, from('192.0.2.141')))).status).toBe(200)
  })

  it('leaves an endpoint without a tier (the health check) independent of the database', async () => {
    const closed = await createTestDatabase()
    await closed.close()
    const { GET } = apiRoute(
      { GET: endpoint({ tier: false, handle: () => jsonResponse({ status: 'degraded' }) }) },
      { database: () => closed.db, trustedProxyHeader: () => undefined },
    )
    expect(
      (await GET(new Request(`${URL_BASE}/api/health`, { headers: from('203.0.113.9') }))).status,
    ).toBe(200)
  })

  it('answers 429 with Retry-After once a client passes the limit', async () => {
    const { definition, calls } = echo({ rateLimits: [rule(2)] })
    const handlers = route({ POST: definition })
    expect((await handlers.POST(postJson(validContact, from('203.0.113.7')))).status).toBe(200)
    expect((await handlers.POST(postJson(validContact, from('203.0.113.7')))).status).toBe(200)
    await expectLimited(await handlers.POST(postJson(validContact, from('203.0.113.7'))))
    // Counted before the body is read: a broken body is refused for the rate, not the JSON.
    await expectLimited(
      await handlers.POST(
        post('{', { 'content-type': 'application/json', ...from('203.0.113.7') }),
      ),
    )
    expect(calls).toHaveLength(2)

    // Another client has its own allowance; the same client in IPv4-mapped form does not.
    expect((await handlers.POST(postJson(validContact, from('198.51.100.9')))).status).toBe(200)
    await expectLimited(await handlers.POST(postJson(validContact, from('::ffff:203.0.113.7'))))
  })

  it('counts the addresses of one IPv6 /64 together', async () => {
    const handlers = route({ POST: echo({ rateLimits: [rule(2)] }).definition })
    const send = (address: string) => handlers.POST(postJson(validContact, from(address)))
    expect((await send('2001:db8:1:2::1')).status).toBe(200)
    expect((await send('2001:db8:1:2:abcd:ef01:2345:6789')).status).toBe(200)
    await expectLimited(await send('2001:0db8:0001:0002:0000:0000:0000:ffff'))
    expect((await send('2001:db8:1:3::1')).status).toBe(200)
  })

  it('counts a /48 together for a rule that asks for it, and keeps every other rule per /64', async () => {
    const perSite = { ...rule(2), ipv6Block: 48 as const }
    const perNetwork = rule(2)
    const site = route({ POST: echo({ rateLimits: [perSite] }).definition })
    const network = route({ POST: echo({ rateLimits: [perNetwork] }).definition })
    const send = (handlers: typeof site, address: string) =>
      handlers.POST(postJson(validContact, from(address)))
    // Three /64s of one /48: one client for the /48 rule.
    expect((await send(site, '2001:db8:1:1::1')).status).toBe(200)
    expect((await send(site, '2001:db8:1:2::1')).status).toBe(200)
    await expectLimited(await send(site, '2001:db8:1:ffff::1'))
    // Another /48 counts apart; IPv4 still counts per address.
    expect((await send(site, '2001:db8:2:1::1')).status).toBe(200)
    expect((await send(site, '203.0.113.61')).status).toBe(200)
    expect((await send(site, '203.0.113.62')).status).toBe(200)
    // The same three /64s are three clients for a rule counted per /64.
    expect((await send(network, '2001:db8:1:1::1')).status).toBe(200)
    expect((await send(network, '2001:db8:1:2::1')).status).toBe(200)
    expect((await send(network, '2001:db8:1:ffff::1')).status).toBe(200)
  })

  it('ignores a forwarded-for header that is not the trusted proxy header', async () => {
    const handlers = route({ POST: echo({ rateLimits: [rule(2)] }).definition })
    const send = (forwarded: string) =>
      handlers.POST(postJson(validContact, from('192.0.2.10', { 'x-forwarded-for': forwarded })))
    expect((await send('198.51.100.1')).status).toBe(200)
    expect((await send('198.51.100.2')).status).toBe(200)
    await expectLimited(await send('198.51.100.3'))
  })

  it('counts by the first address of the trusted proxy header when one is configured', async () => {
    const handlers = route({ POST: echo({ rateLimits: [rule(2)] }).definition }, 'x-forwarded-for')
    const send = (forwarded: string, peer: string) =>
      handlers.POST(postJson(validContact, from(peer, { 'x-forwarded-for': forwarded })))
    expect((await send('203.0.113.50, 10.0.0.1', '10.0.0.2')).status).toBe(200)
    expect((await send('203.0.113.50', '10.0.0.3')).status).toBe(200)
    await expectLimited(await send(' 203.0.113.50 ,10.0.0.9', '10.0.0.2'))
    expect((await send('203.0.113.51, 10.0.0.1', '10.0.0.2')).status).toBe(200)
  })

  it('counts a request for a path that does not exist against the rate limit', async () => {
    const handlers = route({
      GET: endpoint({
        rateLimits: [rule(1)],
        params: z.object({ id: z.uuid({ error: 'Not here.' }) }),
        handle: () => jsonResponse({}),
      }),
    })
    const guess = () => new Request(`${URL_BASE}/api/things/x`, { headers: from('203.0.113.40') })
    const at = { params: Promise.resolve({ id: 'guess' }) }
    expect((await handlers.GET(guess(), at)).status).toBe(404)
    expect((await handlers.GET(guess(), at)).status).toBe(429)
  })

  it('applies every rule in order', async () => {
    const handlers = route({ POST: echo({ rateLimits: [rule(3), rule(1)] }).definition })
    expect((await handlers.POST(postJson(validContact, from('203.0.113.60')))).status).toBe(200)
    await expectLimited(await handlers.POST(postJson(validContact, from('203.0.113.60'))))
  })
})

describe('apiRoute: the client address', () => {
  it('hands the handler the stamped peer, or the trusted proxy’s first address', async () => {
    const direct = route({ POST: echo().definition })
    const proxied = route({ POST: echo().definition }, 'x-forwarded-for')
    const clientOf = async (response: Promise<Response>) =>
      ((await (await response).json()) as { client: string }).client
    const headers = {
      [PEER_ADDRESS_HEADER]: '10.0.0.2',
      'x-forwarded-for': '203.0.113.5, 10.0.0.1',
    }
    expect(await clientOf(direct.POST(postJson(validContact, headers)))).toBe('10.0.0.2')
    expect(await clientOf(proxied.POST(postJson(validContact, headers)))).toBe('203.0.113.5')
    expect(
      await clientOf(proxied.POST(postJson(validContact, { [PEER_ADDRESS_HEADER]: '10.0.0.2' }))),
    ).toBe('10.0.0.2')
    expect(await clientOf(direct.POST(postJson(validContact)))).toBe('')
  })
})

describe('apiRoute: errors from handlers', () => {
  it('answers a thrown ApiError with its status, message and fields', async () => {
    const handlers = route({
      POST: endpoint({
        handle: () => {
          throw new ApiError(409, 'That time was just taken. Please choose another.', {
            time: 'Please select one of the available times',
          })
        },
      }),
      DELETE: endpoint({
        handle: () => {
          throw new ApiError(404, 'This booking no longer exists.')
        },
      }),
    })
    await expectError(await handlers.POST(post(null)), 409, {
      error: 'That time was just taken. Please choose another.',
      fields: { time: 'Please select one of the available times' },
    })
    await expectError(
      await handlers.DELETE(new Request(`${URL_BASE}/api/thing`, { method: 'DELETE' })),
      404,
      { error: 'This booking no longer exists.' },
    )
  })

  it('answers any other error with a bare 500 and logs it once with the request id', async () => {
    const handlers = route({
      POST: endpoint({
        handle: () => {
          throw new Error('connect failed: postgres://admin:hunter2@db.internal/site')
        },
      }),
    })
    vi.mocked(console.error).mockImplementation(() => {})
    const response = await handlers.POST(post(null, {}, '/api/explode'))
    const text = await response.clone().text()
    await expectError(response, 500, { error: 'Something went wrong' })
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('connect failed')

    const requestId = response.headers.get('x-request-id')!
    const consoleError = vi.mocked(console.error)
    expect(consoleError).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(consoleError.mock.calls[0]?.[0])) as Record<string, unknown>
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', requestId, method: 'POST' })
    expect(line.error).toContain('connect failed')
    expect(line.error).not.toContain('hunter2')
    // The path is the access log's to record, with its ids and tokens replaced.
    expect(JSON.stringify(line)).not.toContain('/api/explode')
    consoleError.mockClear()
  })

  it('refuses U+0000 anywhere in a body or a query as bad input, before the schema and the handler', async () => {
    const handle = vi.fn(() => jsonResponse({ ok: true }))
    const handlers = route({
      POST: endpoint({ body: z.unknown(), handle }),
      GET: endpoint({ query: z.object({ slug: z.string() }), handle }),
    })
    await expectError(await handlers.POST(postJson({ a: [{ b: 'x\u0000y' }] })), 422, {
      error: 'Please correct the highlighted fields.',
      fields: { 'a.0.b': NUL_MESSAGE },
    })
    await expectError(await handlers.POST(postJson({ 'k\u0000': 1 })), 422, {
      error: 'Please correct the highlighted fields.',
      fields: { 'k\u0000': NUL_MESSAGE },
    })
    await expectError(await handlers.POST(postJson('\u0000')), 422, { error: NUL_MESSAGE })
    await expectError(await handlers.GET(new Request(`${URL_BASE}/api/thing?slug=a%00b`)), 422, {
      error: 'Please correct the highlighted fields.',
      fields: { slug: NUL_MESSAGE },
    })
    // Deep nesting is walked without recursion.
    const deep = `${'{"a":'.repeat(1300)}"\\u0000"${'}'.repeat(1300)}`
    const response = await handlers.POST(post(deep, { 'content-type': 'application/json' }))
    expect(response.status).toBe(422)
    expect(handle).not.toHaveBeenCalled()
    expect((await handlers.POST(postJson({ a: 'fine' }))).status).toBe(200)
  })

  it('never lets a thrown message or stack trace reach the response, wherever it was thrown', async () => {
    const secret = 'SECRET-7f3a at /srv/app/src/server/db/client.ts:42:7'
    const boom = () => {
      throw new Error(secret)
    }
    const handlers = route({
      // A schema that throws while parsing (a buggy refinement), and a handler that throws.
      POST: endpoint({
        body: z.object({ name: z.string().refine(boom) }),
        handle: () => jsonResponse({}),
      }),
      PUT: endpoint({ params: z.object({ id: z.string() }), handle: () => jsonResponse({}) }),
      DELETE: endpoint({ handle: async () => Promise.reject(new TypeError(secret)) }),
    })
    vi.mocked(console.error).mockImplementation(() => {})
    const responses = [
      await handlers.POST(postJson({ name: 'Ann' })),
      // The route's segments fail to resolve.
      await handlers.PUT(new Request(`${URL_BASE}/api/thing`, { method: 'PUT' }), {
        params: Promise.reject(new Error(secret)),
      }),
      await handlers.DELETE(new Request(`${URL_BASE}/api/thing`, { method: 'DELETE' })),
    ]
    for (const response of responses) {
      const text = await response.clone().text()
      expect(text).not.toContain('SECRET')
      expect(text).not.toMatch(/\bat \/|\.ts:\d+/)
      for (const value of response.headers.values()) expect(value).not.toContain('SECRET')
      await expectError(response, 500, { error: 'Something went wrong' })
    }
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(3)
    vi.mocked(console.error).mockClear()
  })

  it('answers a thrown non-Error the same way', async () => {
    const handlers = route({
      GET: endpoint({
        handle: async () => {
          await Promise.resolve()
          throw 'plain string'
        },
      }),
    })
    vi.mocked(console.error).mockImplementation(() => {})
    const response = await handlers.GET(new Request(`${URL_BASE}/api/thing`))
    await expectError(response, 500, { error: 'Something went wrong' })
    const consoleError = vi.mocked(console.error)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining(response.headers.get('x-request-id')!),
    )
    consoleError.mockClear()
  })
})

describe('apiRoute: request ids', () => {
  it('stamps every response with its own request id, also one with immutable headers', async () => {
    silenceWarnings()
    const handlers = route({
      GET: endpoint({
        handle: () => Response.redirect('https://northbridge.example/booking', 303),
      }),
      POST: echo({ rateLimits: [rule(1)] }).definition,
    })
    const peer = { [PEER_ADDRESS_HEADER]: '203.0.113.80' }
    const responses = [
      await handlers.GET(new Request(`${URL_BASE}/api/thing`)),
      await handlers.HEAD(new Request(`${URL_BASE}/api/thing`, { method: 'HEAD' })),
      await handlers.OPTIONS(new Request(`${URL_BASE}/api/thing`, { method: 'OPTIONS' })),
      await handlers.PUT(new Request(`${URL_BASE}/api/thing`, { method: 'PUT' })),
      await handlers.POST(postJson(validContact, { origin: 'https://evil.example' })),
      await handlers.POST(post('x', { 'content-type': 'text/plain' })),
      await handlers.POST(postJson(validContact, peer)),
      await handlers.POST(postJson(validContact, peer)),
    ]
    expect(responses.map((response) => response.status)).toEqual([
      303, 303, 204, 405, 403, 415, 200, 429,
    ])
    expect(responses[0]?.headers.get('location')).toBe('https://northbridge.example/booking')
    const ids = responses.map((response) => response.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(REQUEST_ID)
    expect(new Set(ids).size).toBe(ids.length)
    // The handler sees the same id the client gets.
    expect(((await responses[6]!.json()) as { requestId: string }).requestId).toBe(ids[6])
  })

  it("takes the access log's id from X-Request-Id when it is a valid one, else makes its own", async () => {
    const { definition } = echo()
    const handlers = route({ POST: definition })
    const idOf = async (requestId: string) => {
      const response = await handlers.POST(
        postJson(validContact, {
          'x-request-id': requestId,
          [PEER_ADDRESS_HEADER]: '203.0.113.81',
        }),
      )
      const echoed = ((await response.json()) as { requestId: string }).requestId
      expect(response.headers.get('x-request-id')).toBe(echoed)
      return echoed
    }
    expect(await idOf('nginx-7f3a9c21e4b5')).toBe('nginx-7f3a9c21e4b5')
    for (const invalid of ['short', 'has space in it', 'x'.repeat(129), 'a/b/c/d/e/f']) {
      expect(await idOf(invalid)).toMatch(REQUEST_ID)
    }
  })
})

describe('rateLimitSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
    ['not-an-address', 'unknown'],
    ['203.0.113.7, 10.0.0.1', 'unknown'],
  ])('%j → %j', (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject)
  })

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:db8:1:ffff:aaaa:bbbb:cccc:dddd', '2001:db8:1::/48'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['not-an-address', 'unknown'],
  ])('per /48: %j → %j', (address, subject) => {
    expect(rateLimitSubject(address, 48)).toBe(subject)
  })
})

describe('clientAddress', () => {
  const headers = new Headers({
    [PEER_ADDRESS_HEADER]: '10.0.0.2',
    'x-forwarded-for': ' 203.0.113.5 , 10.0.0.1',
    'x-real-ip': '198.51.100.4',
  })

  it('uses the stamped peer unless a trusted proxy header is configured', () => {
    expect(clientAddress(headers, undefined)).toBe('10.0.0.2')
    expect(clientAddress(headers, 'x-forwarded-for')).toBe('203.0.113.5')
    expect(clientAddress(headers, 'x-real-ip')).toBe('198.51.100.4')
  })

  it('falls back to the peer when the proxy header is missing or empty', () => {
    expect(clientAddress(headers, 'cf-connecting-ip')).toBe('10.0.0.2')
    expect(
      clientAddress(
        new Headers({ [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '' }),
        'x-forwarded-for',
      ),
    ).toBe('10.0.0.2')
    expect(clientAddress(new Headers(), undefined)).toBe('')
  })
})
