import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { testMail } from '#test-support/mail-kit'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { auditLog, mailOutbox, mailSuppressions } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox.server'
import { liftSuppressionEndpoint, NOT_FAILED, resendMailEndpoint } from './mail-endpoints'

/*
 * Sending a failed message again, as the console's button calls it (issue 29): owners and
 * admins only, once, audited; checked through the real staff sign-in on a real database.
 */

describe('the resend endpoint', () => {
  const db = emptyDatabaseEachTest()

  it('lets an admin send a failed message again once; marketing and strangers may not', async () => {
    const site = staffConsole(db)
    const resend = site.route(resendMailEndpoint(site.dependencies))
    const admin = await newStaffMember(db(), 'admin@firm.example', 'admin')
    await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    const asAdmin = await site.signedIn('admin@firm.example', '203.0.113.1')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.2')
    await enqueueMail(db(), testMail('webinar-announcement:w1:s1'))
    const [row] = await db()
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 6, lastError: '550 Mailbox unavailable' })
      .where(eq(mailOutbox.idempotencyKey, 'webinar-announcement:w1:s1'))
      .returning()
    const params = { id: row!.id }

    expect((await site.client('203.0.113.3')(resend, undefined, params)).status).toBe(401)
    expect(await asMarketing(resend, undefined, params)).toEqual({
      status: 403,
      body: { error: 'Your role does not allow this.' },
    })
    expect(await asAdmin(resend, undefined, { id: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { error: 'No such message.' },
    })
    expect((await asAdmin(resend, undefined, { id: 'not-a-uuid' })).status).toBe(404)
    expect(await asAdmin(resend, undefined, params)).toEqual({
      status: 200,
      body: { queued: true },
    })
    expect(await asAdmin(resend, undefined, params)).toEqual({
      status: 409,
      body: { error: NOT_FAILED },
    })
    const [queued] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(queued).toMatchObject({ status: 'pending', attempts: 6 })
    const audit = (await db().select().from(auditLog)).filter(
      (entry) => entry.action === 'mail.resend',
    )
    expect(audit.map((entry) => [entry.actorId, entry.targetId, entry.detail])).toEqual([
      [admin.userId, row!.id, { attemptsBefore: 6 }],
    ])
  })

  it('lets an admin lift a suppression once; marketing may not', async () => {
    const site = staffConsole(db)
    const lift = site.route(liftSuppressionEndpoint(site.dependencies))
    await newStaffMember(db(), 'admin@firm.example', 'admin')
    await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    const asAdmin = await site.signedIn('admin@firm.example', '203.0.113.1')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.2')
    await db().insert(mailSuppressions).values({
      address: 'gone@client.example',
      failedAttempts: 1,
      suppressedAt: new Date(),
      reason: 'rejected',
    })
    const body = { address: 'gone@client.example' }
    expect((await asMarketing(lift, body)).status).toBe(403)
    expect((await asAdmin(lift, { address: 'not an address' })).status).toBe(422)
    expect(await asAdmin(lift, body)).toEqual({ status: 200, body: { lifted: true } })
    expect(await asAdmin(lift, body)).toEqual({
      status: 404,
      body: { error: 'This address is not suppressed.' },
    })
    expect(await db().select().from(mailSuppressions)).toEqual([])
  })
})
