import { describe, expect, it } from 'vitest'
import {
  CspReportSchema,
  directiveName,
  MAX_LOGGED_LENGTH,
  violationsOf,
  withoutVisitorData,
} from './csp-report'

describe('CSP violation reports', () => {
  it('reads a report-uri report', () => {
    const report = CspReportSchema.parse({
      'csp-report': {
        'document-uri': 'https://northbridge.example/consultations/cancel?token=secret',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'original-policy': "default-src 'self'",
        'status-code': 200,
      },
    })
    expect(violationsOf(report)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: 'https://northbridge.example/consultations/cancel',
      },
    ])
  })

  it('reads the violations of a Reporting API batch and skips other report types', () => {
    const report = CspReportSchema.parse([
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://northbridge.example/',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://northbridge.example/?q=1#x',
          effectiveDirective: 'img-src',
          blockedURL: 'https://tracker.example/pixel.gif?visitor=42',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ])
    expect(violationsOf(report)).toEqual([
      {
        directive: 'img-src',
        blocked: 'https://tracker.example/pixel.gif',
        page: 'https://northbridge.example/',
      },
    ])
  })

  it('refuses bodies that are not reports', () => {
    expect(CspReportSchema.safeParse({ hello: 'world' }).success).toBe(false)
    expect(CspReportSchema.safeParse('inline').success).toBe(false)
  })

  it('keeps no visitor data in what it logs', () => {
    expect(withoutVisitorData('eval')).toBe('eval')
    expect(withoutVisitorData('data:image/png;base64,AAAA')).toBe('data')
    expect(withoutVisitorData('https://a.example/p?email=ann@example.com')).toBe(
      'https://a.example/p',
    )
    expect(withoutVisitorData('ann@example.com wrote this')).toBe('unknown')
    expect(withoutVisitorData(undefined)).toBe('unknown')
  })

  it('reads only a bounded part of each field and logs at most 200 characters of it', () => {
    const long = 'a'.repeat(65_000)
    const report = CspReportSchema.parse({
      'csp-report': {
        'effective-directive': long,
        'blocked-uri': `https://cdn.example/${long}`,
        'document-uri': `https://northbridge.example/${'b'.repeat(65_000)}?q=1`,
      },
    })
    const started = performance.now()
    const [violation] = violationsOf(report)
    expect(performance.now() - started).toBeLessThan(50)
    expect(violation?.directive).toBe('unknown')
    expect(violation?.blocked).toHaveLength(MAX_LOGGED_LENGTH)
    expect(violation?.blocked).toMatch(/^https:\/\/cdn\.example\/a+…$/)
    expect(violation?.page).toHaveLength(MAX_LOGGED_LENGTH)
    expect(withoutVisitorData(long)).toBe('unknown')
  })

  it('names the directive, or says it is unknown', () => {
    expect(directiveName('script-src-elem')).toBe('script-src-elem')
    expect(directiveName("script-src 'self' https://cdn.example")).toBe('script-src')
    expect(directiveName('Frame-Ancestors')).toBe('frame-ancestors')
    expect(directiveName('<script>alert(1)</script>')).toBe('unknown')
    expect(directiveName(`${'a'.repeat(41)}`)).toBe('unknown')
    expect(directiveName(undefined)).toBe('unknown')
  })
})
