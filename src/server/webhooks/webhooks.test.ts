import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { webhookChecks } from '#test-support/webhook-checks'
import { webhookUrlProblem } from '@/lib/webhook-events'
import { isPublicAddress } from './send.server'

describe('lead webhooks (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  webhookChecks({ db, instance: db })
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
