import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { REQUEST_ID_PATTERN as API_REQUEST_ID_PATTERN } from '@/server/http/request-id'
import {
  errorFields,
  logRequest,
  REQUEST_ID_PATTERN,
  routeOf,
  writeLogLine,
} from './access-log.mjs'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// A server wired as serve.mjs wires it: the access log first, then whatever answers.
let server: http.Server
let base: string
const hanging: http.ServerResponse[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    logRequest(request, response)
    if (request.url?.startsWith('/hang')) {
      hanging.push(response)
      return
    }
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200
    response.setHeader('content-type', 'text/plain')
    // What a Next.js route handler would read.
    response.end(`seen ${String(request.headers['x-request-id'])}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const response of hanging) response.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

let written: string[] = []
function captureStdout() {
  written = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
}
afterEach(() => {
  vi.restoreAllMocks()
})

/** Sends a GET with the given raw header lines, as a client other than fetch may; the raw answer. */
async function rawRequest(headerLines: string): Promise<string> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /missing HTTP/1.1\r\nHost: localhost\r\n${headerLines}Connection: close\r\n\r\n`,
      )
    })
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

/** The access-log lines written so far, once `count` are there and no more arrive. */
async function requestLines(count = 1): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 5_000
  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
  while (lines().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // Long enough for a second line (from 'close' after 'finish') to show up if there were one.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(written.join('').endsWith('\n')).toBe(true)
  return lines().map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('logRequest', () => {
  it('writes one JSON line per request: id, method, route without query or token, status, duration', async () => {
    captureStdout()
    const token = 'Xk3J9qL2mN8pR4tV7wY1zA'
    const response = await fetch(
      `${base}/api/auth/reset-password/${token}?email=avery%40harborline.example&token=s3cr3t-value`,
    )
    const body = await response.text()
    const lines = await requestLines()
    vi.restoreAllMocks()

    expect(lines).toHaveLength(1)
    const line = lines[0]!
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(UUID)
    // Next.js's handlers see the same id on the request's headers.
    expect(body).toBe(`seen ${requestId}`)
    expect(Object.keys(line)).toEqual([
      'time',
      'level',
      'msg',
      'requestId',
      'method',
      'route',
      'status',
      'durationMs',
      'bytes',
    ])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      route: '/api/auth/reset-password/:id',
      status: 200,
    })
    expect(typeof line.durationMs).toBe('number')
    expect(line.durationMs).toBeGreaterThanOrEqual(0)
    expect(Number.isInteger((line.durationMs as number) * 10)).toBe(true)
    expect(line.bytes).toBeGreaterThan(body.length)
    const raw = written.join('')
    for (const secret of [token, 'avery', 'harborline', 's3cr3t', 'email', '127.0.0.1', 'node']) {
      expect(raw).not.toContain(secret)
    }
  })

  it('keeps a valid incoming X-Request-Id and replaces any other', async () => {
    const cases: [string, boolean][] = [
      ['nginx-7f3a9c21e4b5d6a8', true],
      ['3e1f8a52.b7c0_d9e4', true],
      ['has spaces in it', false],
      ['short', false],
      ['x'.repeat(1000), false],
      ['{"level":"error"}', false],
    ]
    for (const [incoming, kept] of cases) {
      captureStdout()
      const response = await fetch(`${base}/missing`, { headers: { 'x-request-id': incoming } })
      const body = await response.text()
      const [line] = await requestLines()
      vi.restoreAllMocks()
      const requestId = response.headers.get('x-request-id')
      if (kept) expect(requestId).toBe(incoming)
      else expect(requestId).toMatch(UUID)
      expect(body).toBe(`seen ${requestId}`)
      expect(line).toMatchObject({ requestId, status: 404, route: '/missing' })
    }
  })

  it('replaces an id sent twice (Node joins the two values); one folded over two lines never arrives', async () => {
    captureStdout()
    const twice = await rawRequest('X-Request-Id: aaaaaaaa-1111\r\nX-Request-Id: bbbbbbbb-2222\r\n')
    const [line] = await requestLines()
    vi.restoreAllMocks()
    expect(twice).toMatch(/^HTTP\/1\.1 404/)
    const requestId = /^x-request-id: (.*)$/im.exec(twice)?.[1]?.trim()
    expect(requestId).toMatch(UUID)
    expect(line).toMatchObject({ requestId })

    // A line break inside a value (obsolete folding) is refused by Node's parser with a 400
    // before any handler runs, so no forged line can reach the log that way.
    const folded = await rawRequest('X-Request-Id: abcdefgh\r\n {"level":"error"}\r\n')
    expect(folded).toMatch(/^HTTP\/1\.1 400/)
  })

  it('logs a request the client gave up on once, as aborted, with no status', async () => {
    captureStdout()
    const controller = new AbortController()
    const pending = fetch(`${base}/hang`, { signal: controller.signal }).catch(() => undefined)
    const deadline = Date.now() + 5_000
    while (hanging.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    controller.abort()
    await pending
    const lines = await requestLines()
    vi.restoreAllMocks()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ route: '/hang', status: null, aborted: true })
  })
})

describe('routeOf', () => {
  it('drops the query and replaces ids and tokens, and nothing else', () => {
    const routes: [string, string][] = [
      ['/', '/'],
      ['/consultations/cancel?token=abc.def', '/consultations/cancel'],
      ['/search#results', '/search'],
      [
        '/api/account/consultations/0b8f3c1e-5d2a-4c7b-9e1f-2a3b4c5d6e7f/cancel',
        '/api/account/consultations/:id/cancel',
      ],
      [
        '/dev/mailbox/0B8F3C1E-5D2A-4C7B-9E1F-2A3B4C5D6E7F/attachments/0',
        '/dev/mailbox/:id/attachments/0',
      ],
      ['/api/auth/reset-password/abcdefghijklmnopqrstuvw1', '/api/auth/reset-password/:id'],
      ['/files/d41d8cd98f00b204e9800998ecf8427e.txt', '/files/:id'],
      ['/people/avery%40harborline.example', '/people/:id'],
      ['/people/avery@harborline.example', '/people/:id'],
      [`/x/${'a'.repeat(65)}`, '/x/:id'],
      // Slugs, however long, are words: kept.
      [
        '/insights/thought-leadership/claims-automation-without-losing-the-customer',
        '/insights/thought-leadership/claims-automation-without-losing-the-customer',
      ],
      [
        '/insights/webinars/2025-outlook-for-insurers',
        '/insights/webinars/2025-outlook-for-insurers',
      ],
      ['/api/auth/get-session', '/api/auth/get-session'],
      ['/og/insights/webinars/ai-in-claims', '/og/insights/webinars/ai-in-claims'],
      // The build's hashed assets are public: kept, so a missing one can be named.
      [
        '/_next/static/chunks/0a1b2c3d4e5f6a7b8c9d.js',
        '/_next/static/chunks/0a1b2c3d4e5f6a7b8c9d.js',
      ],
      [
        '/_next/static/../api/auth/reset-password/Xk3J9qL2mN8pR4tV7wY1zA',
        '/_next/static/../api/auth/reset-password/:id',
      ],
      // An absolute URL in the request line, and the server-wide OPTIONS target.
      ['http://northbridge.example/contact?email=a%40b.example', '/contact'],
      ['*', '/'],
    ]
    for (const [url, route] of routes) expect(routeOf(url), url).toBe(route)
    expect(routeOf(`/${'segment/'.repeat(100)}`)).toHaveLength(257)
  })
})

describe('writeLogLine', () => {
  it('writes info to stdout and warnings and errors to stderr, one JSON object a line', () => {
    captureStdout()
    const stderr: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk))
      return true
    })
    writeLogLine('info', 'request', { requestId: 'abcdefgh', status: 200, skipped: undefined })
    writeLogLine('error', 'request failed', { requestId: 'abcdefgh' })
    vi.restoreAllMocks()
    expect(written).toHaveLength(1)
    expect(stderr).toHaveLength(1)
    const info = JSON.parse(written[0]!) as Record<string, unknown>
    expect(Object.keys(info)).toEqual(['time', 'level', 'msg', 'requestId', 'status'])
    expect(JSON.parse(stderr[0]!)).toMatchObject({ level: 'error', msg: 'request failed' })
  })
})

describe('errorFields', () => {
  it("is an error's first line with addresses masked, and its stack frames", () => {
    const fields = errorFields(new Error('no account for avery@harborline.example\nsecond line'))
    expect(fields.error).toBe('Error: no account for <email>')
    expect(fields.stack).toMatch(/^at /)
    expect(fields.stack).not.toContain('avery')
    expect(errorFields('plain')).toEqual({ error: 'plain', stack: undefined })
  })

  it('masks addresses in linear time: 65,000 characters or 1 MB take milliseconds', () => {
    for (const length of [65_000, 1_000_000]) {
      const started = performance.now()
      const fields = errorFields(new Error(`${'a'.repeat(length)} and a@b.example`))
      expect(performance.now() - started).toBeLessThan(100)
      expect(fields.error.endsWith(' and <email>')).toBe(true)
    }
  })
})

describe('REQUEST_ID_PATTERN', () => {
  it('is the one the API request helper accepts (src/server/http/request-id.ts)', () => {
    expect(API_REQUEST_ID_PATTERN.source).toBe(REQUEST_ID_PATTERN.source)
    expect(API_REQUEST_ID_PATTERN.flags).toBe(REQUEST_ID_PATTERN.flags)
  })
})
