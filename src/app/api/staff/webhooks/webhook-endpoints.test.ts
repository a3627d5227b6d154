import { describe, expect, it, vi } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import { auditLog, webhookDeliveries, webhookEndpoints } from '@/server/db/schema'
import { log } from '@/server/log'
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  ENDPOINT_OFF,
  redeliverWebhookRoute,
  rotateWebhookSecretRoute,
  sendTestWebhookRoute,
  STALE_ENDPOINT,
  updateWebhookEndpointRoute,
} from './webhook-endpoints'

/*
 * The console's webhook endpoints (issue 30), through the real staff sign-in on a real
 * database: owners and admins only, validation with the form's messages, optimistic edits, and
 * the secret shown once: never in the audit log or a later answer.
 */

const FORM = {
  url: 'https://crm.client.example/hooks',
  description: 'CRM',
  events: ['consultation.booked', 'webinar.registered'],
  active: true,
}

describe('the webhook console endpoints', () => {
  const db = emptyDatabaseEachTest()

  it('lets owners and admins manage endpoints; marketing, consultants and strangers may not', async () => {
    const site = staffConsole(db)
    const create = site.route(createWebhookEndpointRoute(site.dependencies))
    const update = site.route(updateWebhookEndpointRoute(site.dependencies))
    const remove = site.route(deleteWebhookEndpointRoute(site.dependencies))
    const test = site.route(sendTestWebhookRoute(site.dependencies))
    const rotate = site.route(rotateWebhookSecretRoute(site.dependencies))
    const redeliver = site.route(redeliverWebhookRoute(site.dependencies))
    const admin = await newStaffMember(db(), 'admin@firm.example', 'admin')
    await newStaffMember(db(), 'owner@firm.example', 'owner')
    await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const asAdmin = await site.signedIn('admin@firm.example', '203.0.113.1')
    const asOwner = await site.signedIn('owner@firm.example', '203.0.113.4')
    const asMarketing = await site.signedIn('marketing@firm.example', '203.0.113.2')
    const asConsultant = await site.signedIn('consultant@firm.example', '203.0.113.3')
    const logged = vi.spyOn(log, 'info')

    expect((await site.client('203.0.113.9')(create, FORM)).status).toBe(401)
    for (const refused of [asMarketing, asConsultant]) {
      expect(await refused(create, FORM)).toEqual({
        status: 403,
        body: { error: 'Your role does not allow this.' },
      })
    }
    const created = await asAdmin(create, FORM)
    expect(created.status).toBe(201)
    const secret = String(created.body.secret)
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const id = String(created.body.id)
    const params = { id }
    expect((await asOwner(create, { ...FORM, url: 'https://other.example/' })).status).toBe(201)

    for (const refused of [asMarketing, asConsultant]) {
      expect((await refused(update, { ...FORM, version: 0 }, params)).status).toBe(403)
      expect((await refused(remove, undefined, params)).status).toBe(403)
      expect((await refused(test, undefined, params)).status).toBe(403)
      expect((await refused(rotate, undefined, params)).status).toBe(403)
      expect((await refused(redeliver, undefined, { id: `msg_${'0'.repeat(32)}` })).status).toBe(
        403,
      )
    }

    // An edit from an outdated page is refused; the current one goes through.
    expect(
      await asAdmin(update, { ...FORM, events: ['subscriber.confirmed'], version: 0 }, params),
    ).toEqual({ status: 200, body: { saved: true } })
    expect(await asAdmin(update, { ...FORM, version: 0 }, params)).toEqual({
      status: 409,
      body: { error: STALE_ENDPOINT },
    })
    expect(
      (await asAdmin(update, { ...FORM, version: 0 }, { id: crypto.randomUUID() })).status,
    ).toBe(404)

    const sent = await asAdmin(test, undefined, params)
    expect(sent.status).toBe(200)
    const [delivery] = await db().select().from(webhookDeliveries)
    expect(delivery).toMatchObject({ eventType: 'webhook.test', endpointId: id })
    expect(await asAdmin(redeliver, undefined, { id: delivery!.id })).toEqual({
      status: 200,
      body: { queued: true },
    })
    expect((await asAdmin(redeliver, undefined, { id: `msg_${'0'.repeat(32)}` })).status).toBe(404)
    expect((await asAdmin(redeliver, undefined, { id: 'nope' })).status).toBe(404)

    await asAdmin(update, { ...FORM, active: false, version: 1 }, params)
    expect(await asAdmin(test, undefined, params)).toEqual({
      status: 409,
      body: { error: ENDPOINT_OFF },
    })

    const rotated = await asAdmin(rotate, undefined, params)
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(secret)
    expect(await asAdmin(remove, undefined, params)).toEqual({
      status: 200,
      body: { deleted: true },
    })
    expect((await asAdmin(remove, undefined, params)).status).toBe(404)
    expect(await db().select().from(webhookDeliveries)).toHaveLength(0)
    expect(await db().select().from(webhookEndpoints)).toHaveLength(1)

    const audit = (await db().select().from(auditLog)).filter((entry) =>
      entry.action.startsWith('webhooks.'),
    )
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['webhooks.create', admin.userId],
      ['webhooks.create', expect.any(String)],
      ['webhooks.update', admin.userId],
      ['webhooks.test', admin.userId],
      ['webhooks.redeliver', admin.userId],
      ['webhooks.update', admin.userId],
      ['webhooks.rotate-secret', admin.userId],
      ['webhooks.delete', admin.userId],
    ])
    const everything = JSON.stringify([audit, logged.mock.calls])
    expect(everything).not.toContain(secret)
    expect(everything).not.toContain(String(rotated.body.secret))
    expect(everything).not.toContain('crm.client.example')
  })

  it('refuses what is not an endpoint with the form’s messages', async () => {
    const site = staffConsole(db)
    const create = site.route(createWebhookEndpointRoute(site.dependencies))
    await newStaffMember(db(), 'admin@firm.example', 'admin')
    const asAdmin = await site.signedIn('admin@firm.example', '203.0.113.1')
    const refused = async (body: unknown) => {
      const answer = await asAdmin(create, body)
      expect(answer.status).toBe(422)
      return answer.body.fields as Record<string, string>
    }
    expect(await refused({ ...FORM, url: 'http://crm.client.example/hooks' })).toEqual({
      url: 'Use an https:// URL (plain http only for localhost, when testing).',
    })
    expect(await refused({ ...FORM, url: '' })).toEqual({ url: 'Enter the URL.' })
    expect(await refused({ ...FORM, events: [] })).toEqual({
      events: 'Choose at least one event.',
    })
    expect(Object.keys(await refused({ ...FORM, events: ['webhook.test'] }))).toEqual(['events.0'])
    expect(Object.keys(await refused({ ...FORM, description: 'x'.repeat(201) }))).toEqual([
      'description',
    ])
    expect((await asAdmin(create, { ...FORM, secret: 'whsec_mine' })).status).toBe(422)
    expect((await asAdmin(create, { ...FORM, url: 'http://localhost:9000/hooks' })).status).toBe(
      201,
    )
  })
})
