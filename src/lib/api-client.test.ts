import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiMessages, callApi, readApiResult } from './api-client'
import { applyFieldErrors } from './form-errors'

afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } })

describe('the API client', () => {
  it('hands on a success body, null included', async () => {
    expect(await readApiResult(json('{"booked":true}', 201))).toEqual({
      ok: true,
      status: 201,
      data: { booked: true },
    })
    expect(await readApiResult(json('null'))).toEqual({ ok: true, status: 200, data: null })
  })

  it('does not read a success whose body was cut short as an answer', async () => {
    expect(await readApiResult(json('{"user":'))).toEqual({
      ok: false,
      status: 0,
      error: apiMessages.cutShort,
    })
  })

  it('reads the one error shape with its field messages', async () => {
    const answer = json(
      '{"error":"Please correct the highlighted fields.","fields":{"email":"No"}}',
      422,
    )
    expect(await readApiResult(answer)).toEqual({
      ok: false,
      status: 422,
      error: 'Please correct the highlighted fields.',
      fields: { email: 'No' },
    })
  })

  it('carries the wait of a 429 from Retry-After, and ignores one that is not seconds', async () => {
    const limited = json('{"error":"Too many requests."}', 429, { 'retry-after': '42' })
    expect(await readApiResult(limited)).toMatchObject({ status: 429, retryAfter: 42 })
    const dated = json('{"error":"x"}', 503, { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' })
    expect(await readApiResult(dated)).not.toHaveProperty('retryAfter')
  })

  it('says something went wrong when a refusal has no message', async () => {
    expect(await readApiResult(new Response('<html>', { status: 502 }))).toMatchObject({
      ok: false,
      status: 502,
      error: apiMessages.failed,
    })
  })

  it('posts JSON, and answers status 0 when the server cannot be reached', async () => {
    const fetch = vi.fn(async () => json('{"ok":true}'))
    vi.stubGlobal('fetch', fetch)
    await callApi('/api/thing', { body: { a: 1 } })
    expect(fetch).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    })
    await callApi('/api/thing')
    expect(fetch).toHaveBeenLastCalledWith('/api/thing', { method: 'GET' })

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await callApi('/api/thing')).toEqual({
      ok: false,
      status: 0,
      error: apiMessages.unreachable,
    })
  })
})

describe('field errors on a form', () => {
  it("puts the server's messages on the form's fields, focusing the first in the form's order", () => {
    const setError = vi.fn()
    const failure = { fields: { time: 'Taken', name: 'Too short', unknown: 'x' } }
    expect(applyFieldErrors(failure, ['name', 'email', 'time'] as const, setError)).toBe(true)
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Too short' }, { shouldFocus: true }],
      ['time', { message: 'Taken' }, { shouldFocus: false }],
    ])
  })

  it("maps the server's names to the form's", () => {
    const setError = vi.fn()
    applyFieldErrors({ fields: { newPassword: 'Too weak' } }, { newPassword: 'password' }, setError)
    expect(setError).toHaveBeenCalledWith(
      'password',
      { message: 'Too weak' },
      { shouldFocus: true },
    )
  })

  it('answers false when no message belongs to a field', () => {
    expect(applyFieldErrors({}, ['name'], vi.fn())).toBe(false)
    expect(applyFieldErrors({ fields: { other: 'x' } }, ['name'], vi.fn())).toBe(false)
  })
})
