import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('starts with no variables at all, using the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: '.data',
      REQUIRE_SECRETS: false,
      NEXT_PUBLIC_SITE_URL: 'https://northbridge.example',
    })
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
})
