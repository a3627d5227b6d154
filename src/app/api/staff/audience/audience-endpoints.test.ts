import { beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { subscribe } from '@/features/webinars/subscriptions.server'
import { PASSWORD_REQUIRED_MESSAGE } from '@/components/console/password-required'
import type { DatabaseHandle } from '@/server/db/client'
import { webinarSubscriptions } from '@/server/db/schema'
import { eraseEndpoint } from './audience-endpoints'

/*
 * Erasing a person as the Audience page calls it (issue 29): marketing, admins and owners, with
 * the password typed in the last ten minutes; checked through the real staff sign-in.
 */

describe('the erase endpoint', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  const db = () => {
    if (!handle) throw new Error('the database opens in beforeEach')
    return handle.db
  }

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
      body: { subscriptions: 1, messages: 1 },
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
})
