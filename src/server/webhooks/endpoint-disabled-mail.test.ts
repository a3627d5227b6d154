import { describe, expect, it } from 'vitest'
import { renderEndpointDisabled } from './endpoint-disabled-mail'

describe('the e-mail to owners when an endpoint is switched off', () => {
  it('names the endpoint, since when it failed, and links to the console', () => {
    const mail = renderEndpointDisabled({
      url: 'https://crm.client.example/hooks?a=<b>',
      failingSince: new Date('2026-11-22T15:00:00Z'),
      consoleUrl: 'https://northbridge.example/staff/webhooks',
    })
    expect(mail.subject).toMatch(/webhook endpoint was switched off/)
    expect(mail.text).toContain('https://crm.client.example/hooks?a=<b>')
    expect(mail.text).toContain('2026-11-22T15:00:00.000Z')
    expect(mail.text).toContain('https://northbridge.example/staff/webhooks')
    expect(mail.html).toContain('https://crm.client.example/hooks?a=&lt;b&gt;')
    expect(mail.html).not.toContain('<b>')
    expect(mail.attachments).toEqual([])
  })
})
