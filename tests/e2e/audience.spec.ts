import { readFile } from 'node:fs/promises'
import { devices, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { clientAddressFor, sendAsClient } from './support/booking'
import { expect, test } from './support/fixtures'
import { signedInMember, staffEmail } from './support/staff'

// The console's Audience (issue 29): a visitor's sign-up with its consent record, seen and
// erased by marketing; the form declines the address afterwards.

/** Signs `email` up on the webinars page; the form's answer is left for the caller to read. */
async function signUp(page: Page, email: string) {
  await page.goto('/insights/webinars')
  const form = page.getByRole('region', { name: 'Never miss a session' })
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
}

test('marketing sees a sign-up’s consent record, erases the person, and the form declines them after', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const email = `erase.${testInfo.testId.slice(0, 8)}.${testInfo.project.name}@client.example`
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
  const visitorContext = await browser.newContext({ baseURL })
  // A client address of this test's own: the sign-up limit counts per client.
  await sendAsClient(visitorContext, clientAddressFor(testInfo, 'visitor'))
  const visitor = await visitorContext.newPage()
  await signUp(visitor, email)
  await expect(visitor.getByText('Successfully Subscribed!', { exact: true })).toBeVisible()

  const staffContext = await browser.newContext({ baseURL })
  const marketing = await staffContext.newPage()
  await signedInMember(marketing, staffEmail(testInfo, 'marketing'), 'marketing', 'Noor Haddad')
  await marketing
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audience' })
    .click()
  await expect(marketing.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible()
  await marketing.getByLabel('Search addresses').fill(email)
  await marketing.getByRole('button', { name: 'Apply filters' }).click()
  const row = marketing.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Unconfirmed')
  await expect(row).toContainText('/insights/webinars')
  await expect(row).toContainText(/of \d{4}-\d{2}-\d{2}/)
  await expectNoAxeViolations(marketing)

  // The filtered list as CSV: this one subscriber, with the consent record.
  const [download] = await Promise.all([
    marketing.waitForEvent('download'),
    marketing.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`"${email}","unconfirmed"`)
  expect(lines[1]).toContain('"/insights/webinars"')

  // At a phone's width too.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    storageState: await staffContext.storageState(),
  })
  const phonePage = await phone.newPage()
  await phonePage.goto(marketing.url())
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Audience' })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phone.close()

  // The person wrote asking to be forgotten.
  await marketing.getByLabel('Their e-mail address').fill(email)
  await marketing.getByRole('button', { name: 'Erase' }).click()
  await expect(marketing.getByText('Erased', { exact: true })).toBeVisible()
  await expect(
    marketing.getByText(/1 subscription, 0 webinar registrations and 1 message removed/),
  ).toBeVisible()
  await marketing.reload()
  await expect(marketing.getByText('No subscribers match these filters.')).toBeVisible()

  // The form declines the address from now on, and says why.
  await signUp(visitor, email)
  await expect(visitor.getByText(/erased from our records at its owner's request/)).toBeVisible()

  await visitorContext.close()
  await staffContext.close()
})
