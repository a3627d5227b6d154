import 'server-only'
import { z } from '@/lib/zod'
import { isIsoDay } from '@/lib/iso-day'
import { thirdParty } from './third-party'
import { site } from './site'

/** An empty variable (`DATABASE_URL=`) means "not set", as most people expect. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema)

export type ClosedDateRange = { from: string; to: string }

/** `2026-12-24,2026-12-28..2026-12-31` → ranges; undefined when any part is not a day or range. */
export function parseClosedDates(value: string): ClosedDateRange[] | undefined {
  const ranges: ClosedDateRange[] = []
  for (const part of value.split(',').map((entry) => entry.trim())) {
    if (part === '') continue
    const [from = '', to = from, extra] = part.split('..').map((day) => day.trim())
    if (extra !== undefined || !isIsoDay(from) || !isIsoDay(to) || to < from) {
      return undefined
    }
    ranges.push({ from, to })
  }
  return ranges
}

/** One DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
function isLabel(label: string): boolean {
  return /^[a-z0-9-]{1,63}$/.test(label) && !label.startsWith('-') && !label.endsWith('-')
}

/** `a.example, www.a.example` → lower-case host names; undefined when any part is not one. */
export function parseHostnames(value: string): string[] | undefined {
  const names: string[] = []
  for (const part of value.split(',').map((entry) => entry.trim().toLowerCase())) {
    if (part === '') continue
    const labels = part.split('.')
    if (part.length > 253 || !labels.every(isLabel)) return undefined
    names.push(part)
  }
  return names
}

const secret = z.string().min(32, 'must be at least 32 characters long')

/** Where the NODE_ENV the operator gave travels past the `production` Next.js sets (see below). */
export const OPERATOR_NODE_ENV = 'NORTHBRIDGE_OPERATOR_NODE_ENV'

export const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  /**
   * Internal, set by scripts/start.ts and server/serve.mjs: the NODE_ENV the server was started
   * with ('' for none), before `npm start` and Next.js set `production` for every production
   * build. Only the operator's `NODE_ENV=production` makes a production deployment
   * (isProductionDeployment).
   */
  [OPERATOR_NODE_ENV]: z.string().optional(),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  /**
   * The address server/serve.mjs listens on: loopback unless told otherwise, so an instance
   * behind a proxy cannot be reached around it. The container image sets 0.0.0.0.
   */
  HOST: withDefault(
    z.union([z.ipv4(), z.ipv6(), z.literal('localhost')], {
      error: 'must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0',
    }),
    '127.0.0.1',
  ),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: withDefault(z.string().min(1), '.data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
  ),
  BETTER_AUTH_SECRET: optional(secret),
  SIGNING_SECRET: optional(secret),
  /** With NODE_ENV=production, `1` makes a missing secret fatal instead of generated. */
  REQUIRE_SECRETS: withDefault(z.enum(['0', '1']), '0').transform((value) => value === '1'),
  /**
   * The public origin, e.g. https://www.example.com. At build time it is written into the pages
   * (canonical links, sitemap, structured data; src/config/site.ts); at run time it is where
   * links in e-mail lead (publicOrigin in src/server/public-origin.ts). Unset: this server,
   * http://localhost:PORT.
   */
  NEXT_PUBLIC_SITE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ),

  /**
   * The local mailbox (/dev/mailbox) while SMTP_URL is unset. Unset: open to requests from this
   * machine, except in a production deployment or behind a proxy (TRUSTED_PROXY_HEADER); `on`
   * opens it there too (still only to requests from this machine), `off` closes it everywhere.
   */
  MAILBOX: optional(z.enum(['on', 'off'])),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example:587. Unset: the local mailbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** Sender of every message: an address or `Name <address>`. */
  MAIL_FROM: withDefault(z.string().trim().min(3).max(320), `${site.name} <${site.email}>`),
  /** The firm's inbox for consultation notifications. */
  MAIL_TO_SALES: withDefault(z.email('must be an e-mail address'), site.email),
  /** Sending attempts per message before it is marked failed (the first send counts). */
  MAIL_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(20), 6),
  /**
   * The waits after a failed sending attempt, in milliseconds, comma-separated; the last repeats.
   * Unset: 1 min, 5 min, 30 min, 2 h, 12 h (RETRY_DELAYS_MS), which rides out an SMTP outage.
   */
  MAIL_RETRY_DELAYS_MS: optional(
    z
      .string()
      .regex(
        /^\d{1,9}(,\d{1,9}){0,19}$/,
        'must be milliseconds, comma-separated, e.g. 60000,300000',
      )
      .transform((value) => value.split(',').map(Number))
      .refine(
        (delays) => delays.every((delay) => delay >= 100),
        'each wait must be at least 100 ms',
      ),
  ),
  /** How often the delivery worker looks for due messages. */
  MAIL_POLL_INTERVAL_MS: withDefault(z.coerce.number().int().min(50).max(600_000), 5_000),
  /**
   * `true` lets webhooks go to private, loopback and other non-public addresses: for a receiver
   * on this machine while testing. Never in production: it would let an endpoint reach the
   * site's own network.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: withDefault(z.enum(['true', 'false']), 'false').transform(
    (value) => value === 'true',
  ),

  /**
   * A header set by the reverse proxy in front of the site whose first address is the client's,
   * e.g. `x-forwarded-for`. Unset: the client is the socket's peer (no proxy in front). Set it only
   * behind a proxy that overwrites the header, or clients can choose their own address.
   */
  TRUSTED_PROXY_HEADER: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as x-forwarded-for')
      .transform((name) => name.toLowerCase()),
  ),

  /** Cloudflare Turnstile replaces the built-in proof-of-work check when both keys are set. */
  TURNSTILE_SITE_KEY: optional(z.string().trim().min(1).max(200)),
  TURNSTILE_SECRET_KEY: optional(z.string().trim().min(1).max(200)),
  /** Where Turnstile tokens are verified; change it only to point tests at a local peer. */
  TURNSTILE_VERIFY_URL: withDefault(z.url(), thirdParty.turnstile.siteverify),
  /**
   * Host names, besides the public origin's (NEXT_PUBLIC_SITE_URL), whose solved Turnstile tokens
   * count here, comma-separated: e.g. `www.northbridge.example` when the site answers on both.
   * Never the request's own Host header, which the client chooses.
   */
  TURNSTILE_HOSTNAMES: withDefault(z.string().trim().max(2000), '').transform((value, context) => {
    const names = parseHostnames(value)
    if (names) return names
    context.addIssue({
      code: 'custom',
      message: 'must be host names without scheme or port, comma-separated, e.g. www.example.com',
    })
    return z.NEVER
  }),

  /** A Calendly or Cal.com link: shown after the human check instead of the built-in scheduler. */
  SCHEDULER_EMBED_URL: optional(
    z
      .url()
      .refine(
        (url) => /^https:\/\/(?:[a-z0-9-]+\.)*(?:calendly\.com|cal\.com)\//i.test(url),
        'must be an https:// link on calendly.com or cal.com',
      ),
  ),
  /** How many days ahead visitors can book (today counts as day 0). */
  BOOKING_HORIZON_DAYS: withDefault(z.coerce.number().int().min(1).max(365), 60),
  /** How long the staff audit log keeps a row, in days (decision 040). */
  AUDIT_RETENTION_DAYS: withDefault(z.coerce.number().int().min(30).max(3650), 730),
  /** How long raw analytics events are kept before only their daily aggregates remain (issue 30). */
  ANALYTICS_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 90),
  /**
   * Days the firm takes no consultations besides weekends and US federal holidays: dates and
   * ranges, comma-separated, e.g. `2026-12-24,2026-12-28..2026-12-31`.
   */
  BOOKING_CLOSED_DATES: withDefault(z.string().trim().max(4000), '').transform((value, context) => {
    const ranges = parseClosedDates(value)
    if (ranges) return ranges
    context.addIssue({
      code: 'custom',
      message: 'must be dates (YYYY-MM-DD) or ranges (YYYY-MM-DD..YYYY-MM-DD), comma-separated',
    })
    return z.NEVER
  }),

  /**
   * An OpenAI-compatible chat-completions server (OpenAI, vLLM, Ollama…) that words the chat
   * assistant's answers from the site's passages; used only when all three are set. A server
   * without keys (a local Ollama or vLLM) takes any placeholder key.
   */
  CHAT_BASE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ),
  CHAT_MODEL: optional(z.string().trim().min(1).max(200)),
  CHAT_API_KEY: optional(z.string().trim().min(1).max(1000)),
  /** How long the model may take for an answer before the local assistant answers instead. */
  // Below the panel's own 20 s wait, so the local answer a slow model falls back to still arrives.
  CHAT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(18_000), 15_000),
  /** The most tokens one model answer may use (a reasoning model's thinking counts too). */
  CHAT_MAX_OUTPUT_TOKENS: withDefault(z.coerce.number().int().min(16).max(32_000), 400),
  /**
   * The request field that carries that limit: `max_tokens` (vLLM, Ollama, most servers) or
   * `max_completion_tokens` (OpenAI's reasoning models, which refuse `max_tokens`).
   */
  CHAT_MAX_TOKENS_FIELD: withDefault(z.enum(['max_tokens', 'max_completion_tokens']), 'max_tokens'),
  /**
   * Tokens the model may use in a day (UTC) on the whole site, counted in the database across
   * every instance; past it the local assistant answers until midnight UTC.
   */
  CHAT_DAILY_TOKEN_BUDGET: withDefault(
    z.coerce.number().int().min(1_000).max(1_000_000_000_000),
    1_000_000,
  ),
})

export type Env = z.infer<typeof EnvSchema>

const CHAT_MODEL_VARIABLES = ['CHAT_BASE_URL', 'CHAT_MODEL', 'CHAT_API_KEY'] as const

/**
 * The environment with the rules that span variables: half a chat model configuration is a
 * mistake, not a choice, so start-up names what is missing rather than quietly answering without
 * the model.
 */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  const missing = CHAT_MODEL_VARIABLES.filter((name) => env[name] === undefined)
  if (missing.length === 0 || missing.length === CHAT_MODEL_VARIABLES.length) return
  for (const name of missing) {
    const others = CHAT_MODEL_VARIABLES.filter((other) => other !== name).join(' and ')
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set together with ${others} (a server without keys takes any placeholder)`,
    })
  }
})

/** The chat model's settings, or undefined when the local assistant answers alone. */
export type ChatModelSettings = {
  baseURL: string
  model: string
  apiKey: string
  timeoutMs: number
  maxOutputTokens: number
  maxTokensField: 'max_tokens' | 'max_completion_tokens'
  dailyTokenBudget: number
}

export function chatModelSettings(env: Env): ChatModelSettings | undefined {
  if (!env.CHAT_BASE_URL || !env.CHAT_MODEL || !env.CHAT_API_KEY) return undefined
  return {
    baseURL: env.CHAT_BASE_URL,
    model: env.CHAT_MODEL,
    apiKey: env.CHAT_API_KEY,
    timeoutMs: env.CHAT_TIMEOUT_MS,
    maxOutputTokens: env.CHAT_MAX_OUTPUT_TOKENS,
    maxTokensField: env.CHAT_MAX_TOKENS_FIELD,
    dailyTokenBudget: env.CHAT_DAILY_TOKEN_BUDGET,
  }
}

/**
 * A production deployment: the operator started the server with NODE_ENV=production. `npm start`
 * and Next.js set NODE_ENV=production for every run of the production build, the newcomer's local
 * `npm ci && npm start` included, so that value alone says nothing; scripts/start.ts and
 * server/serve.mjs keep the one they were started with in OPERATOR_NODE_ENV. A server started
 * some other way (`next start`, `next dev`, tests) is judged by NODE_ENV itself.
 */
export function isProductionDeployment(env: Env): boolean {
  return (env[OPERATOR_NODE_ENV] ?? env.NODE_ENV) === 'production'
}

/** Which human check guards the booking form: Turnstile when both of its keys are set. */
export function turnstileKeys(env: Env): { siteKey: string; secretKey: string } | undefined {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY) return undefined
  return { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses an environment; the message names every bad variable and why, never its value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = CheckedEnvSchema.safeParse(source)
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
