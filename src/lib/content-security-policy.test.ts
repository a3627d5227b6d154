import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  createNonce,
  hashesForPath,
  isFixedPage,
  thirdPartySources,
  type CspHashMap,
} from './content-security-policy'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ')
      return [name, values]
    }),
  )

const hashes = { scripts: ["'sha256-aaa='", "'sha256-bbb='"], styles: ["'sha256-ccc='"] }

describe('contentSecurityPolicy', () => {
  it("names a prerendered page's hashes and nothing unsafe for scripts", () => {
    const policy = directives(contentSecurityPolicy({ target: { kind: 'static', hashes } }))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-aaa='", "'sha256-bbb='"])
    // Inline styles stay allowed (the scroll lock's style element cannot be hashed): no hash may
    // appear beside 'unsafe-inline', or browsers would ignore it.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['frame-src']).toEqual(["'none'"])
    expect(policy['worker-src']).toEqual(["'self'"])
    expect(policy['report-uri']).toEqual(['/api/csp-report'])
    expect(policy['report-to']).toEqual(['csp'])
    expect(policy).not.toHaveProperty('upgrade-insecure-requests')
  })

  it('gives a page rendered per request its nonce with strict-dynamic', () => {
    const policy = directives(contentSecurityPolicy({ target: { kind: 'nonce', nonce: 'abc+/=' } }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc+/='", "'strict-dynamic'"])
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('never allows inline scripts or eval outside development', () => {
    for (const target of [
      { kind: 'static', hashes },
      { kind: 'nonce', nonce: 'n' },
    ] as const) {
      const policy = contentSecurityPolicy({ target })
      expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'")
      expect(policy).not.toContain('unsafe-eval')
    }
    expect(
      directives(contentSecurityPolicy({ target: { kind: 'development' } }))['script-src'],
    ).toContain("'unsafe-eval'")
  })

  it('upgrades insecure requests only under HTTPS', () => {
    const policy = contentSecurityPolicy({ target: { kind: 'static', hashes }, https: true })
    expect(policy.split('; ')).toContain('upgrade-insecure-requests')
  })

  it("lets the local mailbox frame its message preview, of the site's own origin", () => {
    const policy = contentSecurityPolicy({
      target: { kind: 'nonce', nonce: 'n' },
      framesSelf: true,
    })
    expect(directives(policy)['frame-src']).toEqual(["'self'"])
  })

  it('adds third-party origins only when they are configured', () => {
    expect(thirdPartySources({})).toEqual({ script: [], style: [], frame: [], connect: [] })
    expect(thirdPartySources({ TURNSTILE_SITE_KEY: 'site' })).toEqual({
      script: [],
      style: [],
      frame: [],
      connect: [],
    })
    const turnstile = directives(
      contentSecurityPolicy({
        target: { kind: 'static', hashes },
        thirdParty: { TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' },
      }),
    )
    expect(turnstile['script-src']).toContain('https://challenges.cloudflare.com')
    expect(turnstile['frame-src']).toEqual(['https://challenges.cloudflare.com'])
    expect(turnstile['connect-src']).toEqual(["'self'", 'https://challenges.cloudflare.com'])
  })

  it('allows the configured scheduler embed', () => {
    expect(
      thirdPartySources({ SCHEDULER_EMBED_URL: 'https://calendly.com/northbridge/30min' }),
    ).toEqual({
      script: ['https://assets.calendly.com'],
      style: ['https://assets.calendly.com'],
      frame: ['https://calendly.com', 'https://assets.calendly.com'],
      connect: ['https://calendly.com', 'https://assets.calendly.com'],
    })
    const cal = thirdPartySources({ SCHEDULER_EMBED_URL: 'https://cal.com/northbridge/30min' })
    expect(cal.script).toEqual(['https://app.cal.com'])
    expect(cal.frame).toEqual(['https://cal.com', 'https://app.cal.com'])
  })
})

describe('hashesForPath', () => {
  const map: CspHashMap = {
    version: 2,
    routes: { '/': hashes, '/about': hashes, '/insights/webinars/SCIPAB': hashes },
    fixedPages: ['/', '/about', '/insights/webinars'],
  }

  it('finds prerendered pages, with or without a trailing slash', () => {
    expect(hashesForPath(map, '/')).toBe(hashes)
    expect(hashesForPath(map, '/about')).toBe(hashes)
    expect(hashesForPath(map, '/about/')).toBe(hashes)
    expect(hashesForPath(map, '/insights/webinars/SCIPAB')).toBe(hashes)
  })

  it('finds nothing for pages rendered per request or malformed paths', () => {
    expect(hashesForPath(map, '/account/consultations')).toBeUndefined()
    expect(hashesForPath(map, '/constructor')).toBeUndefined()
    expect(hashesForPath(map, '/%E0%A4%A')).toBeUndefined()
  })
})

describe('isFixedPage', () => {
  const map: CspHashMap = {
    version: 2,
    routes: {},
    fixedPages: ['/', '/insights/webinars', '/insights/feed.xml'],
  }

  it('is true for routes of fixed paths, prerendered or not', () => {
    expect(isFixedPage(map, '/insights/webinars')).toBe(true)
    expect(isFixedPage(map, '/insights/webinars/')).toBe(true)
    expect(isFixedPage(map, '/insights/feed.xml')).toBe(true)
  })

  it('is false for ids of dynamic routes and malformed paths', () => {
    expect(isFixedPage(map, '/insights/no-such-article')).toBe(false)
    expect(isFixedPage(map, '/constructor')).toBe(false)
    expect(isFixedPage(map, '/%E0%A4%A')).toBe(false)
  })
})

describe('createNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonce = createNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(createNonce()).not.toBe(nonce)
  })
})
