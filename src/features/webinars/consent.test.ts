import { describe, expect, it } from 'vitest'
import { sourcePage } from './consent.server'

const from = (referer: string | null, host = 'northbridge.example') =>
  sourcePage(
    new Request('http://localhost:3000/api/webinars/subscriptions', {
      method: 'POST',
      headers: { host, ...(referer === null ? {} : { referer }) },
    }),
  )

describe('the page a sign-up came from', () => {
  it('is the path of a referring page of this site, as the browser addressed it', () => {
    expect(from('https://northbridge.example/insights/webinars')).toBe('/insights/webinars')
    expect(from('http://127.0.0.1:4123/insights/webinars/x-1', '127.0.0.1:4123')).toBe(
      '/insights/webinars/x-1',
    )
    // The query string is never kept.
    expect(from('https://northbridge.example/insights?utm_source=mail&email=a@b.c')).toBe(
      '/insights',
    )
  })

  it('is unknown without a referrer, from another site, or for a path that is not one of ours', () => {
    expect(from(null)).toBeNull()
    expect(from('https://elsewhere.example/insights/webinars')).toBeNull()
    expect(from('https://northbridge.example/Insights/%3Cscript%3E')).toBeNull()
    expect(from(`https://northbridge.example/${'a'.repeat(3_000)}`)).toBeNull()
    expect(from('not a url')).toBeNull()
  })
})
