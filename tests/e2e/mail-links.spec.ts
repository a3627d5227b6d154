import type { Page } from '@playwright/test'
import {
  bookableDay,
  chooseDay,
  chooseTime,
  expect,
  mailTo,
  passHumanCheck,
  test,
  visitorEmail,
} from './support/booking'

// A newcomer's local run (issue 25, point 15): the shared server runs as `npm start` does with no
// configuration, NEXT_PUBLIC_SITE_URL included, so every link in its e-mail must lead back to the
// running server, http://localhost:PORT (src/server/public-origin.ts), and work when followed
// from there: the address a person copies out of the mailbox.
// A visitor in New York, as in booking.spec.ts: slots are named in Eastern Time.
test.use({ timezoneId: 'America/New_York' })

/** The calendar lane of this spec (booking.spec.ts takes 0–6, chat 7, accounts 8, csp 9). */
const LANE = 10

const LOCAL_ORIGIN = `http://localhost:${process.env.E2E_PORT}`

/** The one link of a message's text part to the path, whole, as a person copies it. */
function linkTo(text: string, path: string): string {
  const link = text
    .split(/\s/)
    .find((word) => /^https?:\/\//.test(word) && new URL(word).pathname === path)
  if (!link) throw new Error(`no ${path} link in:\n${text}`)
  return link
}

async function signUp(page: Page, email: string) {
  await page.goto('/auth?tab=sign-up')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible()
  await page.getByLabel('Full name').fill('Riley Newcomer')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Harbour&Lantern42')
  await page.getByLabel('Confirm password').fill('Harbour&Lantern42')
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
}

test('the sign-up confirmation links to this server, and following it finishes the sign-up', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = visitorEmail(testInfo)
  await signUp(page, email)

  const [confirmation] = (await mailTo(request, email, 1)).filter((message) =>
    message.subject.startsWith('Confirm your e-mail address'),
  )
  const link = linkTo(confirmation?.text ?? '', '/api/auth/verify-email')
  expect(link.startsWith(`${LOCAL_ORIGIN}/api/auth/verify-email?token=`), link).toBe(true)
  expect(confirmation?.html).toContain(`href="${LOCAL_ORIGIN}/`)

  // Followed as it is: on localhost, signed in, the account's name in the header's menu.
  await page.goto(link)
  await expect(
    page.getByText("Your email address is confirmed. You're signed in.").first(),
  ).toBeVisible()
  expect(new URL(page.url()).origin).toBe(LOCAL_ORIGIN)
  await page.getByRole('banner').getByRole('button', { name: 'Account menu', exact: true }).click()
  await expect(page.getByRole('menu').getByText(email, { exact: true })).toBeVisible()
})

test('a booking’s cancel and reschedule links lead to this server, and cancelling there works', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const day = await bookableDay(request, testInfo, LANE)
  const email = visitorEmail(testInfo)

  await page.goto('/contact')
  await passHumanCheck(page)
  await chooseDay(page, day)
  await chooseTime(page, '3:00 PM')
  await page.getByLabel('Name').fill('Riley Newcomer')
  await page.getByLabel('E-mail').fill(email)
  await page
    .getByLabel('What would you like to discuss?')
    .fill('Where do the links in your e-mails lead when the site runs on my laptop?')
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText('Consultation Scheduled!')).toBeVisible()

  const [confirmation] = (await mailTo(request, email, 1)).filter((message) =>
    message.subject.startsWith('Confirmed:'),
  )
  const text = confirmation?.text ?? ''
  const reschedule = linkTo(text, '/consultations/reschedule')
  const cancel = linkTo(text, '/consultations/cancel')
  expect(reschedule.startsWith(`${LOCAL_ORIGIN}/consultations/reschedule?token=`)).toBe(true)
  expect(cancel.startsWith(`${LOCAL_ORIGIN}/consultations/cancel?token=`)).toBe(true)

  await page.goto(reschedule)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reschedule Your Consultation' }),
  ).toBeVisible()

  await page.goto(cancel)
  expect(new URL(page.url()).origin).toBe(LOCAL_ORIGIN)
  await expect(
    page.getByRole('heading', { name: 'Do you want to cancel this consultation?' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cancel consultation' }).click()
  await expect(page.getByText('Your consultation is cancelled.')).toBeVisible()
})
