import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import {
  staffUsers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '@/server/db/schema'
import {
  createWebhookEndpoint,
  deliveryLog,
  listWebhookEndpoints,
  switchedOffEndpoints,
  updateWebhookEndpoint,
  webhookEndpoint,
} from './webhook-console.server'
import type { WebhookEndpointForm } from './webhook-form.schema'

/* The console's reads of lead webhooks: no secret in a list, the delivery log paged on the server. */

describe('the webhook console', () => {
  const db = emptyDatabaseEachTest()

  it('lists endpoints without their secrets and pages an endpoint’s deliveries, newest first', async () => {
    await db()
      .insert(staffUsers)
      .values({ id: 'staff-1', name: 'Ines', email: 'ines@firm.example', role: 'admin' })
    const { id, secret } = await createWebhookEndpoint(
      db(),
      {
        url: 'https://crm.client.example/hooks',
        description: '',
        events: ['consultation.booked'],
        active: true,
      },
      { staffId: 'staff-1' },
    )
    const listed = await listWebhookEndpoints(db())
    expect(listed).toHaveLength(1)
    expect(JSON.stringify(listed)).not.toContain(secret)
    expect(listed[0]).not.toHaveProperty('secret')

    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 15, minute))
    await db()
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          id: `msg_${String(index).padStart(32, '0')}`,
          eventId: `consultation.booked:${index}`,
          endpointId: id,
          eventType: 'consultation.booked',
          body: '{}',
          status: index % 3 === 0 ? 'failed' : 'delivered',
          attempts: 1,
          createdAt: at(index),
        })),
      )
    await db()
      .insert(webhookAttempts)
      .values({
        deliveryId: `msg_${'29'.padStart(32, '0')}`,
        attempt: 1,
        statusCode: 200,
        durationMs: 12,
        responseBody: 'ok',
      })
    const first = await deliveryLog(db(), id, { limit: 25 })
    expect(first.total).toBe(30)
    expect(first.rows).toHaveLength(25)
    expect(first.rows[0]).toMatchObject({
      id: `msg_${'29'.padStart(32, '0')}`,
      log: [{ attempt: 1, statusCode: 200, durationMs: 12, responseBody: 'ok' }],
    })
    expect((await deliveryLog(db(), id, { offset: 25, limit: 25 })).rows).toHaveLength(5)
    const failed = await deliveryLog(db(), id, { status: 'failed' })
    expect(failed.total).toBe(10)
    expect(failed.rows.every((row) => row.status === 'failed')).toBe(true)
  })

  it('switching a switched-off endpoint on again clears its failing state; an edit from an old page is refused', async () => {
    await db()
      .insert(staffUsers)
      .values({ id: 'staff-1', name: 'Ines', email: 'ines@firm.example', role: 'admin' })
    const form: WebhookEndpointForm = {
      url: 'https://crm.client.example/hooks',
      description: '',
      events: ['consultation.booked'],
      active: true,
    }
    const { id } = await createWebhookEndpoint(db(), form, { staffId: 'staff-1' })
    await db()
      .update(webhookEndpoints)
      .set({
        active: false,
        failingSince: new Date('2026-11-20T10:00:00Z'),
        disabledAt: new Date('2026-11-21T10:00:00Z'),
        disabledReason: 'Every delivery failed for 24 hours.',
      })
      .where(eq(webhookEndpoints.id, id))
    await createWebhookEndpoint(db(), { ...form, active: false }, { staffId: 'staff-1' })
    // Only the one the worker switched off counts; one staff turned off is their choice.
    expect(await switchedOffEndpoints(db())).toBe(1)
    expect(
      await updateWebhookEndpoint(db(), id, { ...form, version: 0 }, { staffId: 'staff-1' }),
    ).toEqual({ ok: true })
    expect(await switchedOffEndpoints(db())).toBe(0)
    expect(await webhookEndpoint(db(), id)).toMatchObject({
      active: true,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
      version: 1,
    })
    expect(
      await updateWebhookEndpoint(db(), id, { ...form, version: 0 }, { staffId: 'staff-1' }),
    ).toEqual({ ok: false, reason: 'stale' })
  })
})
