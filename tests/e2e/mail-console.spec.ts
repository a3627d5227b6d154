import { devices } from '@playwright/test'
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { startSiteServer, type SiteServer } from './support/site-server'
import { inviteFromCommandLine, signedInMember, staffEmail } from './support/staff'

// The console's outbox (issue 29) on a server of its own that sends over SMTP to a local peer,
// which refuses mail for good (550) while the test says so: a message fails, the console's home
// says so, and an admin sends it again once the mailbox is back.

/** Who a received message was addressed to, as one string. */
const recipients = (mail: SmtpPeer['received'][number]) =>
  [mail.to]
    .flat()
    .map((address) => address?.text ?? '')
    .join(', ')

let smtp: SmtpPeer
let server: SiteServer

test.beforeAll(async () => {
  // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
  test.setTimeout(120_000)
  smtp = await startSmtpPeer()
  server = await startSiteServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '200' } })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
})

test('a message refused for good shows on the console’s home and in Mail; an admin sends it again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const staffServer = { port: server.port, dataDir: server.dataDir }
  const context = await browser.newContext({ baseURL: server.url })
  const admin = await context.newPage()
  await signedInMember(admin, staffEmail(testInfo, 'admin'), 'admin', 'Ines Duarte', staffServer)
  await expect(admin.getByText(/failed for good/)).toBeHidden()

  // The receiving server refuses the next invitation outright.
  const refused = staffEmail(testInfo, 'refused')
  smtp.rejectWith = { code: 550, message: 'Mailbox unavailable' }
  await inviteFromCommandLine(refused, 'consultant', staffServer)
  await expect(async () => {
    await admin.reload()
    await expect(
      admin
        .getByRole('status')
        .filter({ hasText: '1 message failed for good in the last 7 days.' }),
    ).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  smtp.rejectWith = null

  await admin.getByRole('link', { name: 'See the failed messages' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible()
  await expect(admin.getByLabel('Status')).toHaveValue('failed')
  const rows = admin.getByRole('row').filter({ hasText: refused })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Staff invitation')
  await expect(rows).toContainText('Failed')
  await expect(rows).toContainText('Mailbox unavailable')
  await expectNoAxeViolations(admin)

  // The same screen at a phone's width.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    storageState: await context.storageState(),
  })
  const phonePage = await phone.newPage()
  await phonePage.goto(admin.url())
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phone.close()

  // The mailbox is back: one click sends it, and it arrives.
  await rows.getByRole('button', { name: 'Send again' }).click()
  await expect(admin.getByText('Queued to send again')).toBeVisible()
  await expect
    .poll(() => smtp.received.filter((mail) => recipients(mail).includes(refused)).length, {
      timeout: 20_000,
    })
    .toBe(1)
  await expect(async () => {
    await admin.goto('/staff/mail?kind=staff&status=sent')
    await expect(admin.getByRole('row').filter({ hasText: refused })).toContainText('Sent', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 20_000 })
  await admin.goto('/staff')
  await expect(admin.getByText(/failed for good/)).toBeHidden()

  // The refusal also suppressed the address for list mail; the admin lifts it.
  await admin.goto('/staff/mail')
  const suppressed = admin.getByRole('region', { name: 'Suppressed addresses' })
  const entry = suppressed.getByRole('listitem').filter({ hasText: refused })
  await expect(entry).toContainText('refused outright')
  await entry.getByRole('button', { name: 'Lift' }).click()
  await expect(admin.getByText('Suppression lifted')).toBeVisible()
  await expect(suppressed).toContainText('No address is suppressed.')

  // The resend is in the audit log, by whom.
  await admin.goto('/staff/audit?action=mail.resend')
  await expect(admin.getByRole('row').filter({ hasText: 'mail.resend' })).toContainText(
    'Ines Duarte',
  )
  await context.close()

  // Marketing sees the list mail it sends, not the staff's or visitors' own mail.
  const marketingContext = await browser.newContext({ baseURL: server.url })
  const marketing = await marketingContext.newPage()
  await signedInMember(
    marketing,
    staffEmail(testInfo, 'marketing'),
    'marketing',
    'Noor Haddad',
    staffServer,
  )
  await marketing
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Mail' })
    .click()
  await expect(marketing.getByText(/^Every announcement, reminder and recording/)).toBeVisible()
  await expect(marketing.getByRole('row').filter({ hasText: refused })).toHaveCount(0)
  await expect(marketing.getByText('No messages match these filters.')).toBeVisible()
  await expect(marketing.getByRole('button', { name: 'Send again' })).toHaveCount(0)
  await expect(marketing.getByRole('heading', { name: 'Suppressed addresses' })).toHaveCount(0)
  await marketingContext.close()
})
