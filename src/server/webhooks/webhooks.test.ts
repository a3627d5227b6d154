import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { webhookChecks } from '#test-support/webhook-checks'
import { webhookUrlProblem } from '@/lib/webhook-events'
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema'
import { deleteOldWebhookDeliveries, newWebhookSecret } from './outbox.server'
import { isPublicAddress } from './send.server'

describe('lead webhooks (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  webhookChecks({ db, instance: db })
})

describe('the webhook log', () => {
  const db = emptyDatabaseEachTest()

  it('keeps settled deliveries 30 days, and waiting ones until they settle', async () => {
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({ url: 'https://crm.client.example/', events: [], secret: newWebhookSecret() })
      .returning()
    const now = new Date('2026-11-23T15:00:00Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    const row = (id: string, status: string, createdAt: Date) => ({
      id,
      eventId: id,
      endpointId: endpoint!.id,
      eventType: 'consultation.booked',
      body: '{}',
      status,
      createdAt,
    })
    await db()
      .insert(webhookDeliveries)
      .values([
        row('old-delivered', 'delivered', daysAgo(31)),
        row('old-failed', 'failed', daysAgo(31)),
        row('old-pending', 'pending', daysAgo(31)),
        row('recent', 'delivered', daysAgo(29)),
      ])
    expect(await deleteOldWebhookDeliveries(db(), now)).toBe(2)
    const left = await db().select({ id: webhookDeliveries.id }).from(webhookDeliveries)
    expect(left.map((delivery) => delivery.id).sort()).toEqual(['old-pending', 'recent'])
  })
})

describe('which addresses a webhook may reach', () => {
  it('allows public unicast only', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('takes https URLs, and plain http to this machine only', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks')).toBeUndefined()
    expect(webhookUrlProblem('http://localhost:9000/hooks')).toBeUndefined()
    expect(webhookUrlProblem('http://127.0.0.1:9000/')).toBeUndefined()
    expect(webhookUrlProblem('http://[::1]:9000/')).toBeUndefined()
    expect(webhookUrlProblem('http://crm.example.com/hooks')).toMatch(/https/)
    expect(webhookUrlProblem('ftp://crm.example.com/')).toMatch(/https/)
    expect(webhookUrlProblem('https://user:pw@crm.example.com/')).toMatch(/password/)
    expect(webhookUrlProblem('crm.example.com')).toMatch(/full URL/)
  })
})
