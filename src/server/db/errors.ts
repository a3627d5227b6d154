import 'server-only'

/** True when the error, or one of its causes (Drizzle wraps driver errors), has the SQLSTATE. */
function violates(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (fields.code === code) return constraint === undefined || fields.constraint === constraint
    current = fields.cause
  }
  return false
}

/**
 * True when a database error is a unique-constraint violation (SQLSTATE 23505), optionally of one
 * named constraint or index. Both drivers report the PostgreSQL error fields the same way.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23505', constraint)
}

/**
 * True when a database error is an exclusion-constraint violation (SQLSTATE 23P01), optionally of
 * one named constraint: a consultation overlapping another on the same calendar.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23P01', constraint)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Node.js socket errors and PostgreSQL's connection-class (08) and shutdown (57P0x) states. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

/** What node-postgres says when a connection dies or cannot be had in time (no code of its own). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/**
 * True when a database call failed because the database could not be reached, not because of
 * what was asked: the request may succeed later, so it is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const fields = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof fields.code === 'string' && UNAVAILABLE_CODES.has(fields.code)) return true
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGES.test(fields.message)) return true
    current = fields.cause
  }
  return false
}
