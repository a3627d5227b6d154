import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorText, formatLine, log } from './log'

afterEach(() => {
  vi.restoreAllMocks()
})

function parsed(line: unknown): Record<string, unknown> {
  expect(typeof line).toBe('string')
  expect(line).not.toContain('\n')
  return JSON.parse(line as string) as Record<string, unknown>
}

describe('log', () => {
  it('writes one JSON object per line: time, level and msg first, then the fields', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    log.info('consultation booked', { requestId: 'abc', booking: 'b-1', skipped: undefined })
    log.warn('mail delivery failed, will retry', { attempts: 2, ok: false, none: null })
    log.error('request failed', { requestId: 'abc', error: new Error('boom') })

    const infoLine = parsed(info.mock.calls[0]?.[0])
    expect(Object.keys(infoLine)).toEqual(['time', 'level', 'msg', 'requestId', 'booking'])
    expect(infoLine).toMatchObject({ level: 'info', msg: 'consultation booked', booking: 'b-1' })
    expect(new Date(infoLine.time as string).toISOString()).toBe(infoLine.time)

    expect(parsed(warn.mock.calls[0]?.[0])).toMatchObject({
      level: 'warn',
      attempts: 2,
      ok: false,
      none: null,
    })
    const errorLine = parsed(error.mock.calls[0]?.[0])
    expect(errorLine).toMatchObject({ level: 'error', error: 'Error: boom' })
    expect(errorLine.stack).toMatch(/^at /)
    expect(errorLine.stack).not.toContain('boom')
    error.mockClear()
  })

  it('writes errors as text, with stack frames only at level error', () => {
    const warning = JSON.parse(formatLine('warn', 'retry', { error: new TypeError('timed out') }))
    expect(warning).toMatchObject({ error: 'TypeError: timed out' })
    expect(warning).not.toHaveProperty('stack')
    expect(JSON.parse(formatLine('warn', 'x', { error: 'plain' })).error).toBe('plain')
    expect(JSON.parse(formatLine('warn', 'x', { error: { to: 'a' } })).error).toBe(
      '[object Object]',
    )
  })

  it('never lets the reserved keys be overwritten by a field', () => {
    const line = JSON.parse(formatLine('info', 'real', { msg: 'fake', level: 'error' }))
    expect(line).toMatchObject({ level: 'info', msg: 'real' })
  })
})

describe('errorText', () => {
  it("cuts a failed query's bound values off and keeps the database's reason", () => {
    // What drizzle-orm's DrizzleQueryError says: the statement, then the values bound to it.
    const cause = new Error('duplicate key value violates unique constraint "bookings_pkey"')
    const failed = new Error(
      'Failed query: insert into "bookings" ("name", "email") values ($1, $2)\n' +
        'params: Avery Castellano,avery@harborline.example',
      { cause },
    )
    failed.name = 'DrizzleQueryError'
    const text = errorText(failed)
    expect(text).toBe(
      'DrizzleQueryError: Failed query: insert into "bookings" ("name", "email") values ($1, $2)' +
        ' (cause: duplicate key value violates unique constraint "bookings_pkey")',
    )
  })

  it('masks e-mail addresses a third-party message may quote', () => {
    expect(errorText(new Error('User avery@harborline.example not found'))).toBe(
      'Error: User <email> not found',
    )
    expect(errorText('connect failed: postgres://admin:hunter2@db.internal/site')).not.toContain(
      'hunter2',
    )
    // Package versions in a message are not addresses.
    expect(errorText('needs next@16.0.1')).toBe('needs next@16.0.1')
  })
})
