import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorText, formatLine, log, maskEmails } from './log'

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

describe('maskEmails', () => {
  // The pattern the scan replaces: right, but quadratic on a long run without an address.
  // eslint-disable-next-line regexp/no-super-linear-move -- the reference the scan is checked against, on short strings only
  const PATTERN = /[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}\b/g

  it('masks what the e-mail pattern matched, and nothing else', () => {
    expect(maskEmails('to avery@harborline.example, cc <b.c@d.co.uk>')).toBe(
      'to <email>, cc <<email>>',
    )
    expect(maskEmails('a@b@c.com x@y.com@z.com')).toBe('a@<email> <email>@z.com')
    expect(maskEmails('a@b.co.uk1 a@b.c a@.com a@b.com_ a@b.com-x')).toBe(
      '<email>.uk1 a@b.c a@.com a@b.com_ <email>-x',
    )
    expect(maskEmails('no address here')).toBe('no address here')
  })

  it('agrees with the pattern on any text of address-like characters', () => {
    const character = fc.constantFrom(...'ab1_.@-: \u00a0\u2028"<>'.split(''))
    fc.assert(
      fc.property(fc.array(character, { maxLength: 40 }), (characters) => {
        const text = characters.join('')
        expect(maskEmails(text)).toBe(text.replace(PATTERN, '<email>'))
      }),
      { numRuns: 5_000 },
    )
  })

  it('takes a few milliseconds for a 65,000-character field and for 1 MB of text', () => {
    const timed = (input: string) => {
      const started = performance.now()
      maskEmails(input)
      return performance.now() - started
    }
    // The shape: one long run without an address (the pattern took 5 s at 65,000).
    // A few milliseconds; the bound leaves room for a busy machine.
    expect(timed('a'.repeat(65_000))).toBeLessThan(50)
    expect(timed('a'.repeat(1_000_000))).toBeLessThan(50)
    // The scan's own worst cases, 1 MB each: every character read a few times, so tens of
    // milliseconds, where anything quadratic would take minutes.
    for (const input of [
      'a@'.repeat(500_000),
      `${'a'.repeat(500_000)}@${'b.'.repeat(250_000)}`,
      'x@y.ab '.repeat(140_000),
      'x@y.a1 '.repeat(140_000),
    ]) {
      expect(timed(input), `${input.slice(0, 12)}…`).toBeLessThan(1_000)
    }
  })

  it('keeps a logged 65,000-character field fast to write', () => {
    const started = performance.now()
    const line = formatLine('warn', 'content security policy violation', {
      directive: 'a'.repeat(65_000),
    })
    expect(performance.now() - started).toBeLessThan(100)
    expect(line.length).toBeGreaterThan(65_000)
  })
})
