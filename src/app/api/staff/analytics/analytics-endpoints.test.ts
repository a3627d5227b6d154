import { describe, expect, it } from 'vitest'
import {
  driveThreeDays,
  THREE_DAYS_QUERY,
  THREE_DAYS_REPORT,
} from '#test-support/analytics-dashboard-checks'
import { TEST_SITE_URL } from '#test-support/auth-kit'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { apiRoute } from '@/server/http/api-route'
import { analyticsReportEndpoint } from './analytics-endpoints'

/*
 * The dashboard's API (issue 30) through the real staff sign-in on a real database: marketing,
 * admins and owners read it; a visitor without a session and a consultant may not; a bad period
 * is a 422 naming the field; the figures are the three-day check's.
 */

describe('GET /api/staff/analytics', () => {
  const db = emptyDatabaseEachTest()

  it('answers marketing every figure; refuses strangers, consultants and bad periods', async () => {
    const clock = () => new Date('2026-11-04T18:00:00Z')
    const site = staffConsole(db, clock)
    const route = apiRoute(
      { GET: analyticsReportEndpoint(site.dependencies) },
      { database: db, trustedProxyHeader: () => 'x-forwarded-for', now: clock },
    )
    const get = async (query: string, cookie: string | undefined, address: string) => {
      const response = await route.GET(
        new Request(`${TEST_SITE_URL}/api/staff/analytics${query}`, {
          headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
        }),
        { params: Promise.resolve({}) },
      )
      return { status: response.status, body: (await response.json()) as unknown }
    }
    await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.1')
    const asConsultant = await site.signedIn('consultant@firm.example', '203.0.113.2')
    await driveThreeDays(db)
    const query = `?from=${THREE_DAYS_QUERY.from}&to=${THREE_DAYS_QUERY.to}`

    expect(await get(query, undefined, '203.0.113.3')).toEqual({
      status: 401,
      body: { error: 'Please sign in again.' },
    })
    expect(await get(query, asConsultant.cookie(), '203.0.113.2')).toEqual({
      status: 403,
      body: { error: 'Your role does not allow this.' },
    })
    expect(
      await get('?from=2026-11-04&to=2026-11-02', asMarketing.cookie(), '203.0.113.1'),
    ).toEqual({
      status: 422,
      body: {
        error: 'Please correct the highlighted fields.',
        fields: { to: 'The last day must not be before the first.' },
      },
    })
    expect(
      (await get('?from=2025-01-01&to=2026-11-04', asMarketing.cookie(), '203.0.113.1')).body,
    ).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { to: 'Choose at most 366 days.' },
    })
    expect(
      (await get('?from=2026-02-30&to=2026-03-02', asMarketing.cookie(), '203.0.113.1')).status,
    ).toBe(422)
    expect((await get('?period=forever', asMarketing.cookie(), '203.0.113.1')).status).toBe(422)
    expect((await get('?from=2026-11-02', asMarketing.cookie(), '203.0.113.1')).status).toBe(422)

    expect(await get(query, asMarketing.cookie(), '203.0.113.1')).toEqual({
      status: 200,
      body: THREE_DAYS_REPORT,
    })
    // A preset ends on the server’s day: the last 7 days, compared with the 7 before them.
    const week = (await get('?period=7d', asMarketing.cookie(), '203.0.113.1')).body as {
      period: { from: string; to: string; preset: string; visitors: number }
      previous: { from: string; to: string; visitors: number }
    }
    expect(week.period).toMatchObject({
      preset: '7d',
      from: '2026-10-29',
      to: '2026-11-04',
      visitors: 8,
    })
    expect(week.previous).toMatchObject({ from: '2026-10-22', to: '2026-10-28', visitors: 0 })
  })
})
