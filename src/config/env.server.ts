import 'server-only'
import { z } from 'zod'
import { site } from './site'

/** An empty variable (`DATABASE_URL=`) means "not set", as most people expect. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

const secret = z.string().min(32, 'must be at least 32 characters long')

export const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: withDefault(z.string().min(1), '.data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
  ),
  BETTER_AUTH_SECRET: optional(secret),
  SIGNING_SECRET: optional(secret),
  /** With NODE_ENV=production, `1` makes a missing secret fatal instead of generated. */
  REQUIRE_SECRETS: withDefault(z.enum(['0', '1']), '0').transform((value) => value === '1'),
  NEXT_PUBLIC_SITE_URL: withDefault(z.url(), 'https://northbridge.example'),

  /** Outgoing mail server, e.g. smtp://user:pass@mail.example:587. Unset: the local mailbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** Sender of every message: an address or `Name <address>`. */
  MAIL_FROM: withDefault(z.string().trim().min(3).max(320), `${site.name} <${site.email}>`),
  /** The firm's inbox for consultation notifications. */
  MAIL_TO_SALES: withDefault(z.email('must be an e-mail address'), site.email),
  /** Sending attempts per message before it is marked failed (the first send counts). */
  MAIL_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(20), 6),
  /** How often the delivery worker looks for due messages. */
  MAIL_POLL_INTERVAL_MS: withDefault(z.coerce.number().int().min(50).max(600_000), 5_000),
})

export type Env = z.infer<typeof EnvSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses an environment; the message names every bad variable and why, never its value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`)
}

let cached: Env | undefined

/** The process environment, validated once. */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}
