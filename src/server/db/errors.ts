import 'server-only'

/**
 * True when a database error (or its cause: Drizzle wraps driver errors) is a unique-constraint
 * violation (SQLSTATE 23505), optionally of one named constraint or index. Both drivers report
 * the PostgreSQL error fields the same way.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (fields.code === '23505') return constraint === undefined || fields.constraint === constraint
    current = fields.cause
  }
  return false
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
