import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { PRIVACY_POLICY_VERSION } from '@/content/legal'
import {
  erasedAddressHash,
  erasePerson,
  listSubscribers,
  subscriberCounts,
} from '@/features/webinars/audience.server'
import {
  confirmSubscription,
  subscribe,
  subscriptionTokens,
  unsubscribe,
} from '@/features/webinars/subscriptions.server'
import type { Database } from '@/server/db/client'
import {
  auditLog,
  erasedAddresses,
  mailOutbox,
  mailSuppressions,
  webinarAnnouncements,
  webinarRegistrations,
  webinarSubscriptions,
  webinars,
} from '@/server/db/schema'

/*
 * The console's Audience on a real database, the same on PGlite and PostgreSQL (issue 29):
 * subscribers as the site's own sign-up, confirm and unsubscribe make them, with their consent
 * record and what was announced to them; erasure of one person, and the form declining them
 * afterwards.
 */

const MINUTE = 60_000
const START = new Date('2026-11-02T15:00:00Z')
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE)

async function rowOf(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(webinarSubscriptions)
    .where(eq(webinarSubscriptions.email, email))
  return row!
}

/** Signs up and confirms through the site's own steps. */
async function confirmed(db: Database, email: string, minutes: number, source: string) {
  await subscribe(db, email, at(minutes), source)
  const row = await rowOf(db, email)
  await confirmSubscription(db, subscriptionTokens(row).confirm, at(minutes + 5))
  return rowOf(db, email)
}

export function audienceChecks({ db }: { db: () => Database }) {
  it('lists subscribers with their status, consent record and announcements, searched and filtered', async () => {
    const ada = await confirmed(db(), 'ada@client.example', 0, '/insights/webinars')
    await subscribe(db(), 'Ben@Client.example', at(10), '/insights/webinars/data-products')
    const cy = await confirmed(db(), 'cy@other.example', 20, '/insights/webinars')
    await unsubscribe(db(), subscriptionTokens(cy).unsubscribe, at(40))
    await confirmed(db(), 'gone@client.example', 30, '/')
    await db()
      .insert(mailSuppressions)
      .values({ address: 'gone@client.example', suppressedAt: at(35), reason: 'rejected' })
    const [webinar] = await db()
      .insert(webinars)
      .values({
        slug: 'cloud-costs',
        title: 'Cloud Costs Without Surprises',
        description: 'd',
        speakers: [],
        webinarDate: at(60 * 24 * 14),
        image: '/images/webinars/cloud.svg',
        category: 'Cloud',
        duration: '45 minutes',
      })
      .returning()
    await db()
      .insert(webinarAnnouncements)
      .values({ webinarId: webinar!.id, subscriptionId: ada.id, createdAt: at(50) })

    const page = { offset: 0, limit: 10 }
    const all = await listSubscribers(db(), {}, page)
    expect(all.total).toBe(4)
    expect(all.rows.map((row) => [row.email, row.status])).toEqual([
      ['gone@client.example', 'suppressed'],
      ['cy@other.example', 'unsubscribed'],
      ['ben@client.example', 'unconfirmed'],
      ['ada@client.example', 'confirmed'],
    ])
    expect(all.rows.at(-1)).toEqual({
      id: ada.id,
      email: 'ada@client.example',
      status: 'confirmed',
      subscribedAt: at(0),
      source: '/insights/webinars',
      confirmedAt: at(5),
      unsubscribedAt: null,
      policyVersion: PRIVACY_POLICY_VERSION,
      announcements: [{ title: 'Cloud Costs Without Surprises', at: at(50) }],
    })
    expect(all.rows[2]).toMatchObject({ source: '/insights/webinars/data-products' })

    const emails = async (filter: Parameters<typeof listSubscribers>[1]) =>
      (await listSubscribers(db(), filter, page)).rows.map((row) => row.email)
    expect(await emails({ q: 'client' })).toEqual([
      'gone@client.example',
      'ben@client.example',
      'ada@client.example',
    ])
    expect(await emails({ q: '%' })).toEqual([])
    expect(await emails({ status: 'confirmed' })).toEqual(['ada@client.example'])
    expect(await emails({ status: 'unconfirmed' })).toEqual(['ben@client.example'])
    expect(await emails({ status: 'unsubscribed' })).toEqual(['cy@other.example'])
    expect(await emails({ status: 'suppressed' })).toEqual(['gone@client.example'])
    expect(await subscriberCounts(db())).toEqual({
      unconfirmed: 1,
      confirmed: 1,
      unsubscribed: 1,
      suppressed: 1,
    })
  })

  it('erases a person, keeps only a keyed hash, and declines the address on the form afterwards', async () => {
    await confirmed(db(), 'ada@client.example', 0, '/insights/webinars')
    await subscribe(db(), 'other@client.example', at(1), '/')
    await db().insert(mailSuppressions).values({ address: 'ada@client.example', failedAttempts: 2 })
    // Registered for a session too, as another person is.
    const [session] = await db()
      .insert(webinars)
      .values({
        slug: 'cloud-costs',
        title: 'Cloud Costs Without Surprises',
        description: 'd',
        webinarDate: at(60 * 24 * 14),
        image: '/images/webinars/cloud.svg',
        category: 'Cloud',
        duration: '45 minutes',
      })
      .returning()
    await db()
      .insert(webinarRegistrations)
      .values([
        { webinarId: session!.id, name: 'Ada Byron', email: 'ada@client.example' },
        { webinarId: session!.id, name: 'Other Person', email: 'other@client.example' },
      ])
    // The confirmation e-mail is in the outbox, text and all.
    const before = await db().select().from(mailOutbox)
    expect(before.map((mail) => mail.to).sort()).toEqual([
      'ada@client.example',
      'other@client.example',
    ])

    const change = { staffId: 'staff-marketing', requestId: 'request-9' }
    expect(await erasePerson(db(), ' Ada@Client.example ', change, at(60))).toEqual({
      subscriptions: 1,
      registrations: 1,
      messages: 1,
    })
    expect((await db().select().from(webinarRegistrations)).map((row) => row.email)).toEqual([
      'other@client.example',
    ])
    expect((await db().select().from(webinarSubscriptions)).map((row) => row.email)).toEqual([
      'other@client.example',
    ])
    expect((await db().select().from(mailOutbox)).map((mail) => mail.to)).toEqual([
      'other@client.example',
    ])
    expect(await db().select().from(mailSuppressions)).toEqual([])
    const kept = await db().select().from(erasedAddresses)
    expect(kept).toEqual([
      { addressHash: erasedAddressHash('ada@client.example'), erasedAt: at(60) },
    ])
    const [entry] = await db().select().from(auditLog)
    expect(entry).toMatchObject({
      action: 'subscribers.erase',
      actorId: 'staff-marketing',
      detail: { subscriptions: 1, registrations: 1, messages: 1 },
    })
    expect(JSON.stringify({ kept, entry })).not.toMatch(/ada@/i)

    // The form declines the address from now on: nothing is stored, nothing is sent.
    expect(await subscribe(db(), 'ADA@client.example', at(90), '/')).toEqual({ erased: true })
    expect(await db().select().from(webinarSubscriptions)).toHaveLength(1)
    expect(await db().select().from(mailOutbox)).toHaveLength(1)
    // Erasing an address with nothing left is harmless.
    expect(await erasePerson(db(), 'ada@client.example', change, at(95))).toEqual({
      subscriptions: 0,
      registrations: 0,
      messages: 0,
    })
    expect(await db().select().from(erasedAddresses)).toHaveLength(1)
  })
}
