import { describe, expect, it } from 'vitest'
import {
  chatModelSettings,
  ConfigError,
  parseClosedDates,
  parseEnv,
  turnstileKeys,
} from './env.server'

describe('parseEnv', () => {
  it('starts with no variables at all, using the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: '.data',
      REQUIRE_SECRETS: false,
    })
    // No public origin: links in e-mail lead to this server (src/server/public-origin.ts).
    expect(env.NEXT_PUBLIC_SITE_URL).toBeUndefined()
    expect(env.MAILBOX).toBeUndefined()
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.BETTER_AUTH_SECRET).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '', BETTER_AUTH_SECRET: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.BETTER_AUTH_SECRET).toBeUndefined()
  })

  it('reads typed values', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db.internal:5432/site',
      REQUIRE_SECRETS: '1',
    })
    expect(env.PORT).toBe(8080)
    expect(env.DATABASE_URL).toBe('postgresql://app@db.internal:5432/site')
    expect(env.REQUIRE_SECRETS).toBe(true)
  })

  it('listens on loopback unless HOST names an address', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1')
    for (const host of ['0.0.0.0', '::', '::1', '10.1.2.3', 'localhost']) {
      expect(parseEnv({ HOST: host }).HOST).toBe(host)
    }
    // tcsh sets HOST to the machine's name: that is not an address to listen on.
    expect(() => parseEnv({ HOST: 'build-box' })).toThrow(/HOST: must be an IP address/)
  })

  it('names every invalid variable without echoing secret values', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://root@x/db', SIGNING_SECRET: 'hunter2' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
      expect(message).toContain('SIGNING_SECRET: must be at least 32 characters long')
      expect(message).not.toContain('hunter2')
    }
  })

  it('configures mail: local mailbox by default, SMTP and the firm inbox when set', () => {
    const defaults = parseEnv({})
    expect(defaults.SMTP_URL).toBeUndefined()
    expect(defaults).toMatchObject({
      MAIL_FROM: 'Northbridge Digital <hello@northbridge.example>',
      MAIL_TO_SALES: 'hello@northbridge.example',
      MAIL_MAX_ATTEMPTS: 6,
      MAIL_POLL_INTERVAL_MS: 5000,
    })
    const configured = parseEnv({
      SMTP_URL: 'smtps://mailer:pw@smtp.mail.example:465',
      MAIL_FROM: 'Northbridge <no-reply@northbridge.example>',
      MAIL_TO_SALES: 'sales@northbridge.example',
      MAIL_MAX_ATTEMPTS: '3',
    })
    expect(configured).toMatchObject({
      SMTP_URL: 'smtps://mailer:pw@smtp.mail.example:465',
      MAIL_TO_SALES: 'sales@northbridge.example',
      MAIL_MAX_ATTEMPTS: 3,
    })
  })

  it('takes the waits between sending attempts as milliseconds, comma-separated', () => {
    expect(parseEnv({}).MAIL_RETRY_DELAYS_MS).toBeUndefined()
    expect(parseEnv({ MAIL_RETRY_DELAYS_MS: '30000,120000' }).MAIL_RETRY_DELAYS_MS).toEqual([
      30_000, 120_000,
    ])
    for (const value of ['soon', '1000,', '50', '1000;2000']) {
      expect(() => parseEnv({ MAIL_RETRY_DELAYS_MS: value }), value).toThrow(/MAIL_RETRY_DELAYS_MS/)
    }
  })

  it('rejects unusable mail settings without echoing them', () => {
    const attempt = () =>
      parseEnv({
        SMTP_URL: 'http://user:s3cret@mail',
        MAIL_TO_SALES: 'sales',
        MAIL_MAX_ATTEMPTS: '0',
      })
    expect(attempt).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(attempt).toThrow(/MAIL_TO_SALES: must be an e-mail address/)
    expect(attempt).toThrow(/MAIL_MAX_ATTEMPTS/)
    expect(attempt).not.toThrow(/s3cret/)
  })

  it('reads TRUSTED_PROXY_HEADER as a lower-case header name, unset by default', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HEADER).toBeUndefined()
    expect(parseEnv({ TRUSTED_PROXY_HEADER: '' }).TRUSTED_PROXY_HEADER).toBeUndefined()
    expect(parseEnv({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' }).TRUSTED_PROXY_HEADER).toBe(
      'x-forwarded-for',
    )
    expect(parseEnv({ TRUSTED_PROXY_HEADER: 'CF-Connecting-IP' }).TRUSTED_PROXY_HEADER).toBe(
      'cf-connecting-ip',
    )
    for (const bad of ['x forwarded', 'x-forwarded-for:', 'x_forwarded_for', 'x-forwarded-for,']) {
      expect(() => parseEnv({ TRUSTED_PROXY_HEADER: bad })).toThrow(
        /TRUSTED_PROXY_HEADER: must be a header name such as x-forwarded-for/,
      )
    }
  })

  it('turns Turnstile on only when both of its keys are set', () => {
    const defaults = parseEnv({})
    expect(defaults.TURNSTILE_SITE_KEY).toBeUndefined()
    expect(defaults.TURNSTILE_SECRET_KEY).toBeUndefined()
    expect(defaults.TURNSTILE_VERIFY_URL).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    )
    expect(turnstileKeys(defaults)).toBeUndefined()
    expect(turnstileKeys(parseEnv({ TURNSTILE_SITE_KEY: '0x4AAAAAAA' }))).toBeUndefined()
    expect(turnstileKeys(parseEnv({ TURNSTILE_SECRET_KEY: '0x4AAAAAAB-secret' }))).toBeUndefined()
    expect(
      turnstileKeys(parseEnv({ TURNSTILE_SITE_KEY: '0x4AAAAAAA', TURNSTILE_SECRET_KEY: '' })),
    ).toBeUndefined()
    const both = parseEnv({
      TURNSTILE_SITE_KEY: ' 0x4AAAAAAA ',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAB-secret',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
    })
    expect(turnstileKeys(both)).toEqual({ siteKey: '0x4AAAAAAA', secretKey: '0x4AAAAAAB-secret' })
    expect(both.TURNSTILE_VERIFY_URL).toBe('http://127.0.0.1:9999/siteverify')
    expect(() => parseEnv({ TURNSTILE_VERIFY_URL: 'not a url' })).toThrow(/TURNSTILE_VERIFY_URL/)
  })

  it('reads TURNSTILE_HOSTNAMES as lower-case host names, none by default', () => {
    expect(parseEnv({}).TURNSTILE_HOSTNAMES).toEqual([])
    expect(parseEnv({ TURNSTILE_HOSTNAMES: ' ' }).TURNSTILE_HOSTNAMES).toEqual([])
    expect(
      parseEnv({ TURNSTILE_HOSTNAMES: 'WWW.Northbridge.example, book.northbridge.example,' })
        .TURNSTILE_HOSTNAMES,
    ).toEqual(['www.northbridge.example', 'book.northbridge.example'])
    for (const bad of [
      'https://northbridge.example',
      'northbridge.example:443',
      'north bridge.example',
      '-northbridge.example',
      'northbridge..example',
      `${'a'.repeat(64)}.example`,
    ]) {
      expect(() => parseEnv({ TURNSTILE_HOSTNAMES: bad }), bad).toThrow(
        'TURNSTILE_HOSTNAMES: must be host names without scheme or port, comma-separated',
      )
    }
  })

  it('uses the chat model only when its address, name and key are all set', () => {
    const defaults = parseEnv({})
    expect(defaults.CHAT_TIMEOUT_MS).toBe(15_000)
    expect(chatModelSettings(defaults)).toBeUndefined()
    expect(
      chatModelSettings(parseEnv({ CHAT_BASE_URL: '', CHAT_MODEL: '', CHAT_API_KEY: '' })),
    ).toBeUndefined()
    expect(
      chatModelSettings(
        parseEnv({
          CHAT_BASE_URL: 'http://127.0.0.1:11434/v1',
          CHAT_MODEL: ' llama3.2 ',
          CHAT_API_KEY: 'ollama',
          CHAT_TIMEOUT_MS: '8000',
        }),
      ),
    ).toEqual({
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: 'ollama',
      timeoutMs: 8000,
      maxOutputTokens: 400,
      maxTokensField: 'max_tokens',
      dailyTokenBudget: 1_000_000,
    })
  })

  it('bounds the model’s answers and its tokens a day', () => {
    const env = parseEnv({
      CHAT_MAX_OUTPUT_TOKENS: '2000',
      CHAT_MAX_TOKENS_FIELD: 'max_completion_tokens',
      CHAT_DAILY_TOKEN_BUDGET: '250000',
    })
    expect(env.CHAT_MAX_OUTPUT_TOKENS).toBe(2000)
    expect(env.CHAT_MAX_TOKENS_FIELD).toBe('max_completion_tokens')
    expect(env.CHAT_DAILY_TOKEN_BUDGET).toBe(250_000)
    expect(() => parseEnv({ CHAT_MAX_OUTPUT_TOKENS: '0' })).toThrow(/CHAT_MAX_OUTPUT_TOKENS/)
    expect(() => parseEnv({ CHAT_MAX_TOKENS_FIELD: 'max_new_tokens' })).toThrow(
      /CHAT_MAX_TOKENS_FIELD/,
    )
    expect(() => parseEnv({ CHAT_DAILY_TOKEN_BUDGET: '-1' })).toThrow(/CHAT_DAILY_TOKEN_BUDGET/)
  })

  it('refuses half a chat model configuration, naming what is missing but no value', () => {
    const attempt = () =>
      parseEnv({ CHAT_BASE_URL: 'https://api.openai.com/v1', CHAT_API_KEY: 'sk-secret-value' })
    expect(attempt).toThrow(/CHAT_MODEL: must be set together with CHAT_BASE_URL and CHAT_API_KEY/)
    expect(attempt).not.toThrow(/sk-secret-value/)
    expect(() =>
      parseEnv({ CHAT_BASE_URL: 'ftp://models.internal/v1', CHAT_MODEL: 'm', CHAT_API_KEY: 'k' }),
    ).toThrow(/CHAT_BASE_URL: must be an http:\/\/ or https:\/\/ URL/)
    expect(() => parseEnv({ CHAT_TIMEOUT_MS: '50' })).toThrow(/CHAT_TIMEOUT_MS/)
    // The panel waits 20 s: a longer model timeout would cut off the server's fallback.
    expect(() => parseEnv({ CHAT_TIMEOUT_MS: '20000' })).toThrow(/CHAT_TIMEOUT_MS/)
  })

  it('accepts SCHEDULER_EMBED_URL only as an https link on calendly.com or cal.com', () => {
    expect(parseEnv({}).SCHEDULER_EMBED_URL).toBeUndefined()
    for (const url of [
      'https://calendly.com/northbridge/consultation',
      'https://cal.com/northbridge/30min',
      'https://app.cal.com/northbridge/30min',
      'https://CALENDLY.com/northbridge',
    ]) {
      expect(parseEnv({ SCHEDULER_EMBED_URL: url }).SCHEDULER_EMBED_URL).toBe(url)
    }
    for (const url of [
      'http://calendly.com/northbridge/consultation',
      'http://cal.com/northbridge/30min',
      'https://evil.example/calendly.com/northbridge',
      'https://calendly.com.evil.example/northbridge',
      'https://notcalendly.com/northbridge',
      'https://evilcal.com/northbridge',
      'https://calendly.com@evil.example/northbridge',
      'calendly.com/northbridge',
    ]) {
      expect(() => parseEnv({ SCHEDULER_EMBED_URL: url }), url).toThrow(/SCHEDULER_EMBED_URL/)
    }
    expect(() => parseEnv({ SCHEDULER_EMBED_URL: 'https://evil.example/x' })).toThrow(
      /SCHEDULER_EMBED_URL: must be an https:\/\/ link on calendly\.com or cal\.com/,
    )
  })

  it('books up to BOOKING_HORIZON_DAYS ahead, 60 by default', () => {
    expect(parseEnv({}).BOOKING_HORIZON_DAYS).toBe(60)
    expect(parseEnv({ BOOKING_HORIZON_DAYS: '' }).BOOKING_HORIZON_DAYS).toBe(60)
    expect(parseEnv({ BOOKING_HORIZON_DAYS: '90' }).BOOKING_HORIZON_DAYS).toBe(90)
    expect(parseEnv({ BOOKING_HORIZON_DAYS: '1' }).BOOKING_HORIZON_DAYS).toBe(1)
    expect(parseEnv({ BOOKING_HORIZON_DAYS: '365' }).BOOKING_HORIZON_DAYS).toBe(365)
    for (const bad of ['0', '366', '-5', '7.5', 'sixty']) {
      expect(() => parseEnv({ BOOKING_HORIZON_DAYS: bad }), bad).toThrow(/BOOKING_HORIZON_DAYS/)
    }
  })

  it('reads BOOKING_CLOSED_DATES as days and inclusive ranges', () => {
    expect(parseEnv({}).BOOKING_CLOSED_DATES).toEqual([])
    expect(parseEnv({ BOOKING_CLOSED_DATES: '' }).BOOKING_CLOSED_DATES).toEqual([])
    expect(parseEnv({ BOOKING_CLOSED_DATES: '   ' }).BOOKING_CLOSED_DATES).toEqual([])
    expect(
      parseEnv({ BOOKING_CLOSED_DATES: '2026-12-24,2026-12-28..2026-12-31' }).BOOKING_CLOSED_DATES,
    ).toEqual([
      { from: '2026-12-24', to: '2026-12-24' },
      { from: '2026-12-28', to: '2026-12-31' },
    ])
    expect(
      parseEnv({ BOOKING_CLOSED_DATES: ' 2026-12-24 , 2026-12-28 .. 2026-12-31, ,2028-02-29, ' })
        .BOOKING_CLOSED_DATES,
    ).toEqual([
      { from: '2026-12-24', to: '2026-12-24' },
      { from: '2026-12-28', to: '2026-12-31' },
      { from: '2028-02-29', to: '2028-02-29' },
    ])
    expect(parseClosedDates('2026-12-31..2026-12-31')).toEqual([
      { from: '2026-12-31', to: '2026-12-31' },
    ])
  })

  it('rejects closed dates that are not real days or forward ranges', () => {
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '2026-12-31..2026-12-01',
      'tomorrow',
      '2026-12-24,tomorrow',
      '2026-12-1',
      '12/24/2026',
      '2026-12-01..2026-12-03..2026-12-05',
      '2026-12-01..',
    ]) {
      expect(parseClosedDates(bad), bad).toBeUndefined()
      expect(() => parseEnv({ BOOKING_CLOSED_DATES: bad }), bad).toThrow(
        'BOOKING_CLOSED_DATES: must be dates (YYYY-MM-DD) or ranges (YYYY-MM-DD..YYYY-MM-DD), comma-separated',
      )
    }
  })
})
