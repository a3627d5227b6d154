import { afterEach, describe, expect, it, vi } from 'vitest'
import { authApi } from './auth-api'

afterEach(() => {
  vi.unstubAllGlobals()
})

const answer = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    ),
  )

describe('the browser calls to /api/auth', () => {
  it('reads a signed-out session (null) as an answer', async () => {
    answer('null')
    expect(await authApi.session()).toEqual({ ok: true, status: 200, data: null })
  })

  it('does not read an answer cut short (the page was left) as signed out', async () => {
    answer('{"user":')
    expect(await authApi.session()).toMatchObject({ ok: false, status: 0 })
  })

  it('hands on the one error shape', async () => {
    answer('{"error":"Invalid email or password."}', 401)
    expect(await authApi.signIn('a@example.com', 'x')).toEqual({
      ok: false,
      status: 401,
      error: 'Invalid email or password.',
      fields: undefined,
    })
  })
})

describe('the signed-in hint', () => {
  it('is read under either name (Secure and prefixed under https, plain over http)', async () => {
    const { hasSignedInHint } = await import('./signed-in-hint')
    expect(hasSignedInHint('a=b; __Secure-northbridge_signed_in=1')).toBe(true)
    expect(hasSignedInHint('northbridge_signed_in=1; c=d')).toBe(true)
    expect(hasSignedInHint('northbridge_signed_in=; x_northbridge_signed_in=1')).toBe(false)
  })
})
