import { describe, expect, it } from 'vitest'
import { backToFormPage, isFormNavigation, seeOther } from './form-navigation'

describe('form navigations', () => {
  it('knows a form submission by Sec-Fetch-Mode, or by Accept from a browser without it', () => {
    const is = (headers: Record<string, string>) => isFormNavigation(new Headers(headers))
    expect(is({ 'sec-fetch-mode': 'navigate' })).toBe(true)
    expect(is({ 'sec-fetch-mode': 'navigate', accept: 'application/json' })).toBe(true)
    expect(is({ 'sec-fetch-mode': 'cors', accept: 'text/html' })).toBe(false)
    expect(is({ accept: 'text/html,application/xhtml+xml' })).toBe(true)
    // curl, scripts and mail providers' RFC 8058 POSTs.
    expect(is({})).toBe(false)
    expect(is({ accept: '*/*' })).toBe(false)
  })

  it('redirects only to paths of this site', () => {
    expect(seeOther('/a?b=c').headers.get('location')).toBe('/a?b=c')
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'a/b', '/\\evil.example']) {
      expect(() => seeOther(bad), bad).toThrow()
    }
  })

  it('goes back to the page with the request’s query, a forged result dropped, and why', () => {
    const response = backToFormPage(
      '/page',
      'http://127.0.0.1:3000/api/x?token=a%2Bb&result=confirmed&problem=x',
      429,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/page?token=a%2Bb&problem=busy')
    expect(backToFormPage('/page', 'http://h/api/x', 503).headers.get('location')).toBe(
      '/page?problem=unavailable',
    )
  })
})
