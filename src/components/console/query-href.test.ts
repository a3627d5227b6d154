import { describe, expect, it } from 'vitest'
import { queryHref } from './query-href'

describe('a console list’s address', () => {
  it('carries the query with the change, leaving out what is empty', () => {
    const query = { q: 'priya', status: undefined, consultant: '', page: 3 }
    expect(queryHref('/staff/consultations', query, { page: 4 })).toBe(
      '/staff/consultations?q=priya&page=4',
    )
    expect(queryHref('/staff/audit', { action: 'staff.invite & more' })).toBe(
      '/staff/audit?action=staff.invite+%26+more',
    )
  })
})
