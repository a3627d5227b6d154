import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { subscribe } from '@/features/webinars/subscriptions.server'
import { PASSWORD_REQUIRED_MESSAGE } from '@/components/console/password-required'
import { auditLog, webinarAnnouncements, webinarSubscriptions, webinars } from '@/server/db/schema'
import { TEST_SITE_URL } from '#test-support/auth-kit'
import { eraseEndpoint, exportEndpoint } from './audience-endpoints'

/*
 * Erasing a person as the Audience page calls it (issue 29): marketing, admins and owners, with
 * the password typed in the last ten minutes; checked through the real staff sign-in.
 */

describe('the erase endpoint', () => {
  const db = emptyDatabaseEachTest()

  it('erases for marketing with a fresh password, not for a consultant, and asks again later', async () => {
    let now = new Date()
    const site = staffConsole(db, () => now)
    const erase = site.route(eraseEndpoint(site.dependencies))
    await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.1')
    const asConsultant = await site.signedIn('consultant@firm.example', '203.0.113.2')
    await subscribe(db(), 'ada@client.example')
    await subscribe(db(), 'ben@client.example')

    const body = { email: 'ada@client.example' }
    expect((await asConsultant(erase, body)).status).toBe(403)
    expect((await asMarketing(erase, { email: 'not an address' })).status).toBe(422)
    expect(await asMarketing(erase, body)).toEqual({
      status: 200,
      body: { subscriptions: 1, registrations: 0, messages: 1 },
    })
    expect((await db().select().from(webinarSubscriptions)).map((row) => row.email)).toEqual([
      'ben@client.example',
    ])

    // Eleven minutes on, the password is asked for again before anything is erased.
    now = new Date(now.getTime() + 11 * 60_000)
    expect(await asMarketing(erase, { email: 'ben@client.example' })).toEqual({
      status: 403,
      body: { error: PASSWORD_REQUIRED_MESSAGE },
    })
    expect(await db().select().from(webinarSubscriptions)).toHaveLength(1)
  })

  it('exports the filtered subscribers as CSV, formulas neutralised, audited without the rows', async () => {
    const site = staffConsole(db)
    const exporting = site.route(exportEndpoint(site.dependencies))
    const marketing = await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.1')
    await subscribe(db(), 'ada@client.example', new Date(), '/insights/webinars')
    await subscribe(db(), 'ben@other.example')
    const [ada] = await db().select().from(webinarSubscriptions).limit(1)
    const [webinar] = await db()
      .insert(webinars)
      .values({
        slug: 'formula',
        title: '=HYPERLINK("https://evil.example")',
        description: 'd',
        speakers: [],
        webinarDate: new Date(),
        image: '/i.svg',
        category: 'Cloud',
        duration: '45 minutes',
      })
      .returning()
    await db()
      .insert(webinarAnnouncements)
      .values({ webinarId: webinar!.id, subscriptionId: ada!.id })

    // The helper reads answers as JSON: the CSV is read straight from the route here.
    const response = await exporting.POST(
      new Request(`${TEST_SITE_URL}/api/staff/audience/export`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: TEST_SITE_URL,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '203.0.113.1',
          cookie: asMarketing.cookie(),
        },
        body: JSON.stringify({ q: 'client' }),
      }),
      { params: Promise.resolve({}) },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /subscribers-\d{4}-\d{2}-\d{2}\.csv/,
    )
    const csv = await response.text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"E-mail","Status","Signed up (Eastern Time)","Signed up from","Privacy policy of","Confirmed (Eastern Time)","Unsubscribed (Eastern Time)","Announcements sent"',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('"ada@client.example","unconfirmed"')
    expect(lines[1]).toContain('"/insights/webinars"')
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
    const [entry] = (await db().select().from(auditLog)).filter(
      (row) => row.action === 'subscribers.export',
    )
    expect(entry).toMatchObject({
      actorId: marketing.userId,
      detail: { rows: 1, status: 'all', searched: true },
    })
  })
})
