import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, isExclusionViolation, isUniqueViolation } from './errors'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL still starting', withCode('57P03', 'the database system is starting up')],
    ['a broken connection', withCode('08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('isUniqueViolation', () => {
  it('finds the violation in a wrapped cause', () => {
    expect(isUniqueViolation(new Error('Failed query', { cause: withCode('23505') }))).toBe(true)
    expect(isUniqueViolation(withCode('ECONNREFUSED'))).toBe(false)
  })
})

describe('isExclusionViolation', () => {
  it('finds SQLSTATE 23P01 of the named constraint through the causes, and nothing else', () => {
    const overlap = { code: '23P01', constraint: 'consultations_calendar_no_overlap' }
    expect(isExclusionViolation(new Error('Failed query', { cause: overlap }))).toBe(true)
    expect(
      isExclusionViolation(new Error('x', { cause: overlap }), 'consultations_calendar_no_overlap'),
    ).toBe(true)
    expect(isExclusionViolation(new Error('x', { cause: overlap }), 'another')).toBe(false)
    expect(isExclusionViolation(new Error('x', { cause: { code: '23505' } }))).toBe(false)
    expect(isUniqueViolation(new Error('x', { cause: overlap }))).toBe(false)
  })
})
