import { devices } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { tabTo } from './support/keyboard'
import { signedInMember, staffEmail } from './support/staff'

// The console's webinars (issue 29): marketing writes a webinar with a picture of its own,
// schedules it, and it appears on the public page when the minute job publishes it.

const EASTERN = 'America/New_York'

/** An instant as the console's Eastern date and time fields take it. */
function easternFields(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EASTERN,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** A photo-like JPEG, as a camera or a designer would hand one over. */
const photo = () =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 90, b: 110 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer()

test('marketing creates a webinar with its own picture, schedules it, and it appears on the site at that time', async ({
  browser,
}, testInfo) => {
  // The wait for the schedule is real time: the next whole minute, then the job's half-minute.
  test.setTimeout(240_000)
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
  const title = `Edge Platforms Without the Sprawl ${testInfo.testId.slice(0, 6)}`
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signedInMember(page, staffEmail(testInfo, 'marketing'), 'marketing', 'Noor Haddad')
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Webinars' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()
  await page.getByRole('link', { name: 'New webinar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New webinar' })).toBeVisible()

  // A wrong form is told what to fix, field by field.
  await page.getByRole('button', { name: 'Create draft' }).click()
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Speakers')).toHaveAttribute('aria-invalid', 'true')

  const session = easternFields(new Date(Date.now() + 30 * 86_400_000))
  await page.getByLabel('Title').fill(title)
  await page
    .getByLabel('Description')
    .fill(
      'Three teams that run services at the edge on one paved road, and what they stopped doing.',
    )
  await page
    .getByLabel('Agenda')
    .fill('Why edge estates sprawl\nOne platform, many sites\nLive Q&A')
  await page.getByLabel('Speakers').fill('Priya Raman, Head of Platform\nMarcus Lee')
  await page.getByLabel('Date (US Eastern)').fill(session.date)
  await page.getByLabel('Start time (US Eastern)').fill('13:00')
  await page.getByLabel('Duration').fill('45 minutes')
  await page.getByLabel('Join link').fill('https://meet.example/j/edge')
  await page.getByLabel('Registration limit').fill('200')
  await page.getByLabel('Upload a picture').setInputFiles({
    name: 'edge-hero.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(),
  })
  await expect(page.getByRole('radio', { name: 'Uploaded picture' })).toBeChecked()
  await page.getByRole('button', { name: 'Create draft' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // Published at the next whole minute that leaves time to press the button.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const publishAt = easternFields(at)
  await page.getByLabel('Publish on (US Eastern)').fill(publishAt.date)
  await page.getByLabel('At', { exact: true }).fill(publishAt.time)
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(
    page.getByText('Scheduled. It will be published within a minute of then.'),
  ).toBeVisible()
  await expect(page.getByText(/^Publishes at /)).toBeVisible()

  // At a phone's width too, while the time comes.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    storageState: await context.storageState(),
  })
  const phonePage = await phone.newPage()
  await phonePage.goto(page.url())
  await expect(phonePage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phone.close()

  // Not on the site before its time; there within a minute of it.
  const visitor = await browser.newPage({ baseURL })
  await visitor.goto('/insights/webinars')
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
  await expect(async () => {
    await visitor.reload()
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: at.getTime() - Date.now() + 75_000, intervals: [5_000] })
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  // Its picture is the upload, in the sizes the page uses.
  const card = visitor.getByRole('article').filter({ hasText: title })
  await expect(card.locator('img')).toHaveAttribute(
    'srcset',
    /\/webinar-images\/[0-9a-f-]{36}\/480\.webp 480w/,
  )
  await visitor.close()

  // The console says the schedule did it, and when.
  await page.reload()
  await expect(page.getByText(/^By the schedule, /)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Public page' })).toBeVisible()

  // Taken down again by keyboard alone: it leaves the site at once.
  await tabTo(page, page.getByRole('button', { name: 'Unpublish' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Unpublished. It is no longer on the site.')).toBeVisible()
  const later = await browser.newPage({ baseURL })
  await later.goto('/insights/webinars')
  await expect(later.getByRole('heading', { name: title })).toHaveCount(0)
  await later.close()
  await context.close()
})
