import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'
import { expectNoAxeViolations } from './support/axe'
import {
  bookableDay,
  chooseDay,
  chooseTime,
  clientAddressFor,
  expect,
  passHumanCheck,
  sendAsClient,
  test,
  visitorEmail,
} from './support/booking'
import { tabTo } from './support/keyboard'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signedInMember, staffEmail } from './support/staff'

// Lead webhooks (issue 30) on a server of their own that may reach this machine
// (WEBHOOKS_ALLOW_PRIVATE_TARGETS): an admin adds an endpoint pointing at a local receiver, sees
// its secret once, sends a test event and sees it in the log; then a visitor books on /contact
// and the receiver gets consultation.booked, its signature checked by `standardwebhooks`.

test.use({ timezoneId: 'America/New_York' })

let secret = ''
let receiver: WebhookReceiver
let server: SiteServer

test.beforeAll(async () => {
  // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
  test.setTimeout(120_000)
  receiver = await startWebhookReceiver(() => secret)
  server = await startSiteServer({
    env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', MAIL_POLL_INTERVAL_MS: '200' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

test('an admin adds an endpoint and tests it; a booking on /contact reaches it, signed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const staffServer = { port: server.port, dataDir: server.dataDir }
  const context = await browser.newContext({ baseURL: server.url })
  await sendAsClient(context, clientAddressFor(testInfo, 'admin'))
  const admin = await context.newPage()
  await signedInMember(admin, staffEmail(testInfo, 'admin'), 'admin', 'Ines Duarte', staffServer)

  // By keyboard, from the console's navigation.
  const nav = admin.getByRole('navigation', { name: 'Console' })
  await tabTo(admin, nav.getByRole('link', { name: 'Webhooks' }))
  await admin.keyboard.press('Enter')
  await expect(admin.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await expect(admin.getByText('No endpoint yet.')).toBeVisible()
  await expectNoAxeViolations(admin)

  // A plain-http URL elsewhere is refused with the field's message.
  await admin.getByLabel('URL').fill('http://crm.client.example/hooks')
  await admin.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(
    admin.getByText('Use an https:// URL (plain http only for localhost, when testing).'),
  ).toBeVisible()

  await admin.getByLabel('URL').fill(receiver.url)
  await admin.getByLabel('Description (optional)').fill('Local CRM')
  await admin.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(admin.getByRole('heading', { name: 'Copy the signing secret now' })).toBeFocused()
  secret = (await admin.getByTestId('webhook-secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
  await expectNoAxeViolations(admin)
  await admin.getByRole('button', { name: 'I have copied it' }).click()
  await expect(admin.getByTestId('webhook-secret')).toBeHidden()
  const row = admin.getByRole('row').filter({ hasText: receiver.url })
  await expect(row).toContainText('Healthy')
  // Shown once: not on the list or the endpoint's page afterwards.
  await admin.reload()
  expect(await admin.content()).not.toContain(secret)
  await admin.getByRole('link', { name: receiver.url }).click()
  await expect(admin.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible()
  expect(await admin.content()).not.toContain(secret)

  await admin.getByRole('button', { name: 'Send test event' }).click()
  await expect(admin.getByText('Test event queued')).toBeVisible()
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
  expect(receiver.received[0]).toMatchObject({ valid: true })
  expect(receiver.received[0]!.payload.type).toBe('webhook.test')
  await expect(async () => {
    await admin.reload()
    const log = admin.getByRole('region', { name: 'Deliveries' })
    await expect(log).toContainText('webhook.test')
    await expect(log).toContainText(receiver.received[0]!.id)
    await expect(log).toContainText('Delivered')
    await expect(log).toContainText('HTTP 200')
  }).toPass({ timeout: 20_000 })
  await expectNoAxeViolations(admin)

  // A visitor books on /contact.
  const visitor = await browser.newContext({ baseURL: server.url })
  await sendAsClient(visitor, clientAddressFor(testInfo, 'visitor'))
  const page = await visitor.newPage()
  const day = await bookableDay(page.request, testInfo, 0)
  const email = visitorEmail(testInfo)
  await page.goto('/contact')
  await passHumanCheck(page)
  await chooseDay(page, day)
  await chooseTime(page, '10:00 AM')
  await page.getByLabel('Name').fill('Dana Whitfield')
  await page.getByLabel('E-mail').fill(email)
  await page
    .getByLabel('What would you like to discuss?')
    .fill('We want to move our claims system to the cloud. Where would you start?')
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText('Consultation Scheduled!')).toBeVisible()

  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
  const booked = receiver.received[1]!
  expect(booked.valid).toBe(true)
  expect(booked.payload).toMatchObject({
    type: 'consultation.booked',
    data: {
      version: 1,
      name: 'Dana Whitfield',
      email,
      timeZone: 'America/New_York',
      source: 'contact',
    },
  })
  expect(booked.body).not.toMatch(/token|\/consultations\/manage|cancel\?/)
  await visitor.close()
  await context.close()
})

test('marketing has no Webhooks in the console, and its page is not found for them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ baseURL: server.url })
  await sendAsClient(context, clientAddressFor(testInfo, 'marketing'))
  const page = await context.newPage()
  await signedInMember(page, staffEmail(testInfo, 'marketing'), 'marketing', 'Noor Haddad', {
    port: server.port,
    dataDir: server.dataDir,
  })
  const nav = page.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link', { name: 'Webinars' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0)
  expect((await page.goto('/staff/webhooks'))?.status()).toBe(404)
  await context.close()
})
