import { expect, test } from '@playwright/test'
import { clientAddressFor, mailTo, type MailboxMessage } from './support/booking'

// HTTP only, no browser: once is enough.

/*
 * Every public form posts a hidden `contact_me_by_fax` that people leave empty. A filled one is
 * answered without saying why, and nothing is stored or sent. (The booking form's trap is
 * exercised in booking.spec.ts, behind the human check; the account forms' in the accounts tests.)
 */

test('a webinar subscription with the honeypot filled is answered as any other and sends nothing', async ({
  request,
}, testInfo) => {
  const headers = { 'x-forwarded-for': clientAddressFor(testInfo) }
  const bot = `bot-${clientAddressFor(testInfo).replace(/\./g, '-')}@client.example`
  const person = `person-${clientAddressFor(testInfo).replace(/\./g, '-')}@client.example`

  const trapped = await request.post('/api/webinars/subscriptions', {
    headers,
    data: { email: bot, contact_me_by_fax: '+1 555 0100' },
  })
  const real = await request.post('/api/webinars/subscriptions', {
    headers,
    data: { email: person, contact_me_by_fax: '' },
  })
  expect(trapped.status()).toBe(202)
  expect(trapped.status()).toBe(real.status())
  expect(await trapped.json()).toEqual(await real.json())

  // The person's confirmation arrives; the bot's, queued before it, would have by then.
  await mailTo(request, person, 1)
  const toBot = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(bot)}`)
  expect((await toBot.json()) as MailboxMessage[]).toEqual([])
})
