import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from '@/lib/zod'
import { getEnv, type Env } from '@/config/env.server'
import { resolveDataDir } from './data-dir'
import { log } from './log'

export const SECRET_NAMES = ['BETTER_AUTH_SECRET', 'SIGNING_SECRET'] as const
export type SecretName = (typeof SECRET_NAMES)[number]
export type Secrets = Record<SecretName, string>

export const SECRETS_FILE_NAME = 'secrets.json'

const StoredSecretsSchema = z.partialRecord(z.enum(SECRET_NAMES), z.string().min(32))

export class MissingSecretsError extends Error {
  override name = 'MissingSecretsError'
  constructor(readonly missing: SecretName[]) {
    super(
      `REQUIRE_SECRETS=1 and NODE_ENV=production, but ${missing.join(' and ')} ${
        missing.length === 1 ? 'is' : 'are'
      } not set. Set ${missing.length === 1 ? 'it' : 'each'} in the environment to a random value of at least 32 characters, for example the output of: openssl rand -base64 32`,
    )
  }
}

function readStoredSecrets(file: string): Partial<Secrets> {
  if (!fs.existsSync(file)) return {}
  const parsed = StoredSecretsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success)
    throw new Error(`${file} is not a valid secrets file; delete it to regenerate`)
  return parsed.data
}

function writeStoredSecrets(file: string, secrets: Partial<Secrets>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Write then rename, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  fs.renameSync(temporary, file)
}

/** Throws when production demands explicit secrets (REQUIRE_SECRETS=1) and one is missing. */
export function assertRequiredSecrets(env: Env): void {
  const missing = SECRET_NAMES.filter((name) => !env[name])
  if (missing.length > 0 && env.NODE_ENV === 'production' && env.REQUIRE_SECRETS) {
    throw new MissingSecretsError(missing)
  }
}

/**
 * The secrets the server signs with. Values from the environment win; a missing one is generated
 * once and kept in DATA_DIR so sessions and signed links survive restarts. Production deployments
 * that set REQUIRE_SECRETS=1 get an error instead, so a forgotten secret is never papered over.
 * `warn: false` is for tools that only read the server's secrets (the server already warned).
 */
export function resolveSecrets(env: Env, { warn = true }: { warn?: boolean } = {}): Secrets {
  assertRequiredSecrets(env)
  const missing = SECRET_NAMES.filter((name) => !env[name])

  const file = path.join(resolveDataDir(env.DATA_DIR), SECRETS_FILE_NAME)
  const stored = missing.length > 0 ? readStoredSecrets(file) : {}
  const generated = missing.filter((name) => !stored[name])
  if (generated.length > 0) {
    for (const name of generated) stored[name] = randomBytes(32).toString('base64url')
    writeStoredSecrets(file, stored)
  }
  for (const name of warn ? missing : []) {
    log.warn(`${name} is not set; using a generated value kept in ${file}`, {
      hint: 'set it in the environment for production',
    })
  }

  const secrets = {} as Secrets
  for (const name of SECRET_NAMES) {
    const value = env[name] ?? stored[name]
    if (!value) throw new Error(`unreachable: ${name} was neither set nor generated`)
    secrets[name] = value
  }
  return secrets
}

let cachedSecrets: Secrets | undefined

/** The process's secrets, resolved once (see resolveSecrets). */
export function getSecrets(): Secrets {
  cachedSecrets ??= resolveSecrets(getEnv())
  return cachedSecrets
}
