import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { shouldCompress } from './compress-filter.mjs'

const request = {} as IncomingMessage
function responseWith(headers: Record<string, string | string[]>): ServerResponse {
  return { getHeader: (name: string) => headers[name] } as unknown as ServerResponse
}

describe('shouldCompress', () => {
  it('compresses text types, also when Next.js hands the Content-Type over as an array', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      ['application/json'],
      ['application/xml'],
      'text/plain',
      'application/manifest+json',
      'text/x-component',
      'application/javascript; charset=UTF-8',
      'text/calendar; charset=utf-8',
    ]) {
      expect(shouldCompress(request, responseWith({ 'Content-Type': type })), String(type)).toBe(
        true,
      )
    }
  })

  it('leaves images, event streams, no-transform answers and untyped answers alone', () => {
    expect(shouldCompress(request, responseWith({ 'Content-Type': 'image/png' }))).toBe(false)
    expect(shouldCompress(request, responseWith({ 'Content-Type': 'image/webp' }))).toBe(false)
    expect(shouldCompress(request, responseWith({ 'Content-Type': 'text/event-stream' }))).toBe(
      false,
    )
    expect(
      shouldCompress(
        request,
        responseWith({ 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
      ),
    ).toBe(false)
    expect(shouldCompress(request, responseWith({}))).toBe(false)
  })
})
