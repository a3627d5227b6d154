import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env.server'
import { site } from '@/config/site'
import {
  MissingPublicOriginError,
  publicOrigin,
  publicOriginProblem,
  publicUrl,
} from './public-origin'

// NORTHBRIDGE_OPERATOR_NODE_ENV is what scripts/start.ts and server/serve.mjs pass on: the
// NODE_ENV the operator started the server with ('' for none); NODE_ENV itself is `production`
// in every run of the production build.
const newcomer = { NODE_ENV: 'production', NORTHBRIDGE_OPERATOR_NODE_ENV: '' }
const deployment = { NODE_ENV: 'production', NORTHBRIDGE_OPERATOR_NODE_ENV: 'production' }

describe('the public origin', () => {
  it('is this server, http://localhost:PORT, when NEXT_PUBLIC_SITE_URL is not set', () => {
    expect(publicOrigin(parseEnv(newcomer))).toBe('http://localhost:3000')
    expect(publicOrigin(parseEnv({ ...newcomer, PORT: '4123' }))).toBe('http://localhost:4123')
    expect(publicOrigin(parseEnv({ ...newcomer, NEXT_PUBLIC_SITE_URL: '' }))).toBe(
      'http://localhost:3000',
    )
    expect(publicUrl('/auth/reset-password?token=a', parseEnv({ PORT: '4123' }))).toBe(
      'http://localhost:4123/auth/reset-password?token=a',
    )
  })

  it('is NEXT_PUBLIC_SITE_URL’s origin, read at run time, when set', () => {
    const env = parseEnv({ ...deployment, NEXT_PUBLIC_SITE_URL: 'https://www.example.com/' })
    expect(publicOrigin(env)).toBe('https://www.example.com')
    expect(publicUrl('/consultations/cancel?token=x', env)).toBe(
      'https://www.example.com/consultations/cancel?token=x',
    )
    // Only the origin counts; a path in the variable is not a base path.
    const withPath = parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com/site' })
    expect(publicUrl('/auth', withPath)).toBe('https://www.example.com/auth')
  })

  it('accepts only http:// and https:// origins', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'ftp://www.example.com' })).toThrow(
      /NEXT_PUBLIC_SITE_URL: must be an http:\/\/ or https:\/\/ URL/,
    )
  })

  it('leaves the pages’ build-time origin alone (canonical links, sitemap, structured data)', () => {
    expect(site.url).toBe('https://northbridge.example')
  })
})

describe('a production deployment without NEXT_PUBLIC_SITE_URL', () => {
  it('is warned at start, naming the variable', () => {
    expect(publicOriginProblem(parseEnv(deployment))).toMatch(
      /^NEXT_PUBLIC_SITE_URL is not set in a production deployment: .* points to http:\/\/localhost:3000/,
    )
  })

  it('is refused with REQUIRE_SECRETS=1', () => {
    const env = parseEnv({ ...deployment, REQUIRE_SECRETS: '1' })
    expect(() => publicOriginProblem(env)).toThrow(MissingPublicOriginError)
    expect(() => publicOriginProblem(env)).toThrow(/NEXT_PUBLIC_SITE_URL is not set/)
  })

  it('says nothing when the origin is set, or for the newcomer’s local run', () => {
    const configured = { ...deployment, REQUIRE_SECRETS: '1' }
    expect(
      publicOriginProblem(parseEnv({ ...configured, NEXT_PUBLIC_SITE_URL: 'https://a.example' })),
    ).toBeUndefined()
    expect(publicOriginProblem(parseEnv(newcomer))).toBeUndefined()
    expect(publicOriginProblem(parseEnv({ ...newcomer, REQUIRE_SECRETS: '1' }))).toBeUndefined()
    expect(publicOriginProblem(parseEnv({ NODE_ENV: 'development' }))).toBeUndefined()
  })
})
