import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FALLBACK_CONTENT_SECURITY_POLICY,
  frameAncestors,
  guardDocumentHeaders,
  HSTS,
  REPORT_ONLY_COMPANION_POLICY,
  reachedOverHttps,
  setSecurityHeaders,
} from './security-headers.mjs'

function requestWith(headers: Record<string, string | string[]>, encrypted = false) {
  return { headers, socket: { encrypted } } as unknown as IncomingMessage
}

function headersSetFor(request: IncomingMessage): Record<string, string> {
  const set: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      set[name] = value
    },
  } as unknown as ServerResponse
  setSecurityHeaders(request, response)
  return set
}

describe('setSecurityHeaders', () => {
  it('sets the static headers on every response', () => {
    const set = headersSetFor(requestWith({}))
    expect(set).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    })
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(set['permissions-policy']).toContain(`${feature}=()`)
    }
    expect(set['x-frame-options']).toBe('DENY')
    // The hero video plays muted on its own: autoplay stays allowed.
    expect(set['permissions-policy']).not.toContain('autoplay')
  })

  it('sends HSTS only when the visitor came over HTTPS', () => {
    expect(headersSetFor(requestWith({}))).not.toHaveProperty('strict-transport-security')
    expect(headersSetFor(requestWith({ 'x-forwarded-proto': 'https' }))).toMatchObject({
      'strict-transport-security': HSTS,
    })
    expect(HSTS).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('reachedOverHttps', () => {
  it("reads TLS on the socket or the proxy's first X-Forwarded-Proto", () => {
    expect(reachedOverHttps(requestWith({}, true))).toBe(true)
    expect(reachedOverHttps(requestWith({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true)
    expect(reachedOverHttps(requestWith({ 'x-forwarded-proto': ['https'] }))).toBe(true)
    expect(reachedOverHttps(requestWith({ 'x-forwarded-proto': 'http, https' }))).toBe(false)
    expect(reachedOverHttps(requestWith({}))).toBe(false)
  })
})

describe('guardDocumentHeaders', () => {
  // A real server, as serve.mjs sets it up: the headers first, then the guard, then whatever
  // answers (here: each path answers one way Next.js or a route handler might).
  const PAGE_POLICY = "default-src 'self'; script-src 'self'; frame-ancestors 'none'"
  const FRAMED_POLICY = "default-src 'none'; frame-ancestors 'self'"
  const answers: Record<string, (response: ServerResponse) => void> = {
    '/page': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', PAGE_POLICY)
      response.end('<p>page</p>')
    },
    '/unguarded-set': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end('<p>no policy</p>')
    },
    '/unguarded-head': (response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>not found</p>')
    },
    '/unguarded-array': (response) => {
      response.writeHead(200, 'OK', ['Content-Type', 'application/xhtml+xml']).end('<p/>')
    },
    '/unguarded-svg': (response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
    },
    '/report-only': (response) => {
      response.setHeader('content-type', 'text/html')
      response.setHeader('content-security-policy-report-only', PAGE_POLICY)
      response.end('<p>report only</p>')
    },
    '/framed': (response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': FRAMED_POLICY,
      })
      response.end('<p>preview</p>')
    },
    '/json': (response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    },
    '/png': (response) => {
      response.setHeader('content-type', 'image/png')
      response.end('png')
    },
    '/html-lookalike': (response) => {
      response.writeHead(200, { 'content-type': 'text/htmlx' }).end('x')
    },
  }
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      setSecurityHeaders(request, response)
      guardDocumentHeaders(response)
      // A later layer that wraps writeHead too (compression, the proxy's status) changes nothing.
      const inner = response.writeHead
      response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        return (inner as (...rest: unknown[]) => ServerResponse).apply(this, args)
      } as typeof response.writeHead
      answers[request.url ?? '']!(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const headersOf = async (path: string) => (await fetch(`${base}${path}`)).headers

  it('keeps the policy a page was given, with X-Frame-Options: DENY', async () => {
    const headers = await headersOf('/page')
    expect(headers.get('content-security-policy')).toBe(PAGE_POLICY)
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('gives a document that has no policy the strict fallback, however its headers were set', async () => {
    for (const path of [
      '/unguarded-set',
      '/unguarded-head',
      '/unguarded-array',
      '/unguarded-svg',
    ]) {
      const headers = await headersOf(path)
      expect(headers.get('content-security-policy'), path).toBe(FALLBACK_CONTENT_SECURITY_POLICY)
      expect(headers.get('x-frame-options'), path).toBe('DENY')
    }
    expect(FALLBACK_CONTENT_SECURITY_POLICY).toContain("default-src 'none'")
    expect(FALLBACK_CONTENT_SECURITY_POLICY).not.toMatch(/script-src/)
    expect(frameAncestors(FALLBACK_CONTENT_SECURITY_POLICY)).toEqual(["'none'"])
  })

  it('enforces the framing rules beside a report-only policy, leaving scripts to it', async () => {
    const headers = await headersOf('/report-only')
    expect(headers.get('content-security-policy-report-only')).toBe(PAGE_POLICY)
    expect(headers.get('content-security-policy')).toBe(REPORT_ONLY_COMPANION_POLICY)
    expect(REPORT_ONLY_COMPANION_POLICY).not.toMatch(/script-src|default-src/)
    expect(frameAncestors(REPORT_ONLY_COMPANION_POLICY)).toEqual(["'none'"])
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('says SAMEORIGIN where the policy lets the site frame the page', async () => {
    const headers = await headersOf('/framed')
    expect(headers.get('content-security-policy')).toBe(FRAMED_POLICY)
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('adds no policy to what is not a document', async () => {
    for (const path of ['/json', '/png', '/html-lookalike']) {
      const headers = await headersOf(path)
      expect(headers.get('content-security-policy'), path).toBeNull()
      expect(headers.get('x-frame-options'), path).toBe('DENY')
    }
  })
})
