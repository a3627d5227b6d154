import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '@/config/env.server'
import { MissingSecretsError, SECRETS_FILE_NAME, resolveSecrets } from './secrets'

let dataDir: string

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-test-'))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const strong = 'x'.repeat(40)

describe('resolveSecrets', () => {
  it('generates missing secrets once, keeps them in the data folder and warns', () => {
    const env = parseEnv({ DATA_DIR: dataDir })
    const first = resolveSecrets(env)
    expect(first.BETTER_AUTH_SECRET).toMatch(/^[\w-]{43}$/)
    expect(first.SIGNING_SECRET).not.toBe(first.BETTER_AUTH_SECRET)

    const file = path.join(dataDir, SECRETS_FILE_NAME)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('BETTER_AUTH_SECRET is not set'),
    )

    expect(resolveSecrets(env)).toEqual(first)
  })

  it('prefers values from the environment and stores nothing for them', () => {
    const env = parseEnv({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: strong, SIGNING_SECRET: strong })
    expect(resolveSecrets(env)).toEqual({ BETTER_AUTH_SECRET: strong, SIGNING_SECRET: strong })
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE_NAME))).toBe(false)
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('refuses to invent secrets in production when REQUIRE_SECRETS=1', () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      REQUIRE_SECRETS: '1',
      SIGNING_SECRET: strong,
    })
    expect(() => resolveSecrets(env)).toThrow(MissingSecretsError)
    expect(() => resolveSecrets(env)).toThrow(/BETTER_AUTH_SECRET is not set/)
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE_NAME))).toBe(false)
  })

  it('still generates in production without REQUIRE_SECRETS, so a first start just works', () => {
    const env = parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' })
    expect(resolveSecrets(env).SIGNING_SECRET).toHaveLength(43)
  })
})
