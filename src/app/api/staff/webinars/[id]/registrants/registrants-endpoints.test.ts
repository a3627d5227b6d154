import { describe, expect, it } from 'vitest'
import { TEST_SITE_URL } from '#test-support/auth-kit'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import {
  cancelRegistration,
  followJoinLink,
  registerForWebinar,
  registrationTokens,
} from '@/features/webinars/registrations.server'
import { auditLog, webinars } from '@/server/db/schema'
import { registrantsExportEndpoint } from './registrants-endpoints'

/*
 * A webinar's registrants as CSV, as the registrants page calls it (issue 29): marketing, admins
 * and owners, with the password typed in the last ten minutes; formulas neutralised; audited
 * with counts, never the rows.
 */

describe('the registrants export endpoint', () => {
  const db = emptyDatabaseEachTest()

  it('exports one webinar’s registrants as CSV for marketing, not for a consultant', async () => {
    const site = staffConsole(db)
    const exporting = site.route(registrantsExportEndpoint(site.dependencies))
    const marketing = await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.1')
    const asConsultant = await site.signedIn('consultant@firm.example', '203.0.113.2')
    const [webinar] = await db()
      .insert(webinars)
      .values({
        slug: 'cloud-costs',
        title: 'Cloud Costs Without Surprises',
        description: 'd',
        webinarDate: new Date(Date.now() + 3 * 24 * 60 * 60_000),
        zoomLink: 'https://meet.northbridge.example/cloud',
        image: '/i.svg',
        category: 'Cloud',
        duration: '45 minutes',
        isPublished: true,
      })
      .returning()
    const person = (name: string, email: string, company?: string) => ({
      webinar: 'cloud-costs',
      name,
      email,
      company,
    })
    const ada = await registerForWebinar(db(), person('Ada Byron', 'ada@client.example', '=1+2'))
    const ben = await registerForWebinar(db(), person('Ben Okafor', 'ben@client.example'))
    if (ada.outcome !== 'registered' || ben.outcome !== 'registered')
      throw new Error('not registered')
    await followJoinLink(db(), registrationTokens(ada.registrationId).join)
    await cancelRegistration(db(), registrationTokens(ben.registrationId).cancel)

    const path = `/api/staff/webinars/${webinar!.id}/registrants/export`
    expect((await asConsultant(exporting, {}, { id: webinar!.id })).status).toBe(403)
    const request = (body: unknown) =>
      exporting.POST(
        new Request(`${TEST_SITE_URL}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: TEST_SITE_URL,
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': '203.0.113.1',
            cookie: asMarketing.cookie(),
          },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: webinar!.id }) },
      )
    const response = await request({ status: 'active' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /registrants-cloud-costs-\d{4}-\d{2}-\d{2}\.csv/,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"Name","E-mail","Company","Registered (Eastern Time)","Cancelled (Eastern Time)","First joined (Eastern Time)","Times join link used","Registered from","Privacy policy of"',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"Ada Byron","ada@client.example","'=1+2"`)
    expect(lines[1]).toContain('"1"')
    const everyone = await request({})
    expect((await everyone.text()).trim().split('\r\n')).toHaveLength(3)
    const entries = (await db().select().from(auditLog)).filter(
      (row) => row.action === 'subscribers.export',
    )
    expect(entries.map((entry) => entry.detail)).toEqual([
      { rows: 1, status: 'active' },
      { rows: 2, status: 'all' },
    ])
    expect(entries[0]).toMatchObject({ actorId: marketing.userId })
    expect(JSON.stringify(entries)).not.toMatch(/ada@/)
    // An id that names no webinar.
    const missing = await exporting.POST(
      new Request(`${TEST_SITE_URL}/api/staff/webinars/x/registrants/export`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: TEST_SITE_URL,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '203.0.113.1',
          cookie: asMarketing.cookie(),
        },
        body: '{}',
      }),
      { params: Promise.resolve({ id: '0b7c2f0e-6a4f-4f4e-9d53-5f7b7e0c9a11' }) },
    )
    expect(missing.status).toBe(404)
  })
})
