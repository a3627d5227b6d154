import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { HSTS, reachedOverHttps, setSecurityHeaders } from './security-headers.mjs'

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
