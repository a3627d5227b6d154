import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { expectApiError } from './support/api-errors'
import { expectNoAxeViolations } from './support/axe'
import {
  bookableDay,
  chooseDay,
  chooseTime,
  dayButtonName,
  expect,
  linkIn,
  passHumanCheck,
  test,
  visitorEmail,
  type MailboxMessage,
} from './support/booking'

// A visitor with an account: signs up, confirms the address from the local mailbox, books with
// their details filled in and manages the booking from /account/consultations.

// In New York, so the scheduler starts on Eastern Time (as in booking.spec.ts).
test.use({ timezoneId: 'America/New_York' })

/** The calendar lane of this spec (booking.spec.ts takes 0–6, chat.spec.ts 7). */
const LANE = 8

const QUESTIONS =
  'Our underwriting models live in spreadsheets. How would you move them to a governed platform?'

type Holder = { name: string; email: string; password: string }

function accountHolder(testInfo: TestInfo): Holder {
  return { name: 'Morgan Ellis', email: visitorEmail(testInfo), password: 'Harbor$Lights42' }
}

/** The newest message to the address whose subject starts so, once it has arrived. */
async function mailWithSubject(
  request: APIRequestContext,
  address: string,
  subjectStart: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`)
    const messages = (await response.json()) as MailboxMessage[]
    found = messages.find((message) => message.subject.startsWith(subjectStart))
    expect(found, `a message '${subjectStart}…' to ${address}`).toBeDefined()
  }).toPass({ timeout: 15_000 })
  return found as MailboxMessage
}

/**
 * The link behind a mail's action button ('Label: https://…' in the text part), as a path on the
 * server under test: e-mails name the public origin.
 */
function actionLinkIn(text: string, label: string): string {
  const url = new RegExp(`${label}: (\\S+)`).exec(text)?.[1]
  if (!url) throw new Error(`no '${label}' link in:\n${text}`)
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/** Selects a tab of /auth; pressed until the page has hydrated and the tab answers. */
async function openAuthTab(page: Page, name: 'Sign In' | 'Sign Up') {
  const tab = page.getByRole('main').getByRole('tab', { name })
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass()
  return page.getByRole('main').getByRole('tabpanel', { name })
}

/**
 * Signs up on /auth and confirms the address through the link the local mailbox received. Ends
 * signed out whatever the confirmation does with the session, so each journey signs in itself.
 */
async function createConfirmedAccount(page: Page, request: APIRequestContext, holder: Holder) {
  await page.goto('/auth')
  const form = await openAuthTab(page, 'Sign Up')
  await form.getByLabel('Full name').fill(holder.name)
  await form.getByLabel('Email', { exact: true }).fill(holder.email)
  await form.getByLabel('Password', { exact: true }).fill(holder.password)
  await form.getByLabel('Confirm password').fill(holder.password)
  await form.getByRole('button', { name: 'Create Account' }).click()

  const mail = await mailWithSubject(request, holder.email, 'Confirm your e-mail address')
  // Requested rather than visited: its redirect may name the public origin, not this server.
  const confirmed = await page.request.get(actionLinkIn(mail.text, 'Confirm e-mail address'), {
    maxRedirects: 0,
  })
  expect(confirmed.status(), 'the confirmation link').toBeLessThan(400)
  await page.context().clearCookies()
}

/** Signs in on the /auth page the browser is on. */
async function signIn(page: Page, holder: Holder) {
  const form = await openAuthTab(page, 'Sign In')
  await form.getByLabel('Email', { exact: true }).fill(holder.email)
  await form.getByLabel('Password', { exact: true }).fill(holder.password)
  await form.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * The day's slots as the API reports them, by time. The GET is asked again if the server closed
 * its kept-alive connection as the request went out (ECONNRESET, seen once in CI): a browser
 * retries such a request by itself, Playwright's request client only when told to.
 */
async function slotAvailability(page: Page, day: string): Promise<Record<string, boolean>> {
  const response = await page.request.get(`/api/consultations/slots?date=${day}&timeZone=ET`, {
    maxRetries: 2,
  })
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] }
  return Object.fromEntries(slots.map((slot) => [slot.time, slot.available]))
}

test('a signed-in visitor books with their details filled in, then moves and cancels it from their account', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const day = await bookableDay(request, testInfo, LANE)
  const holder = accountHolder(testInfo)
  await createConfirmedAccount(page, request, holder)

  await page.goto('/auth?next=/contact')
  await signIn(page, holder)
  await expect(page).toHaveURL(/\/contact$/)

  // The scheduler knows who is booking; the details stay editable.
  await passHumanCheck(page)
  await expect(page.getByLabel('Name')).toHaveValue(holder.name)
  await expect(page.getByLabel('E-mail')).toHaveValue(holder.email)
  await chooseDay(page, day)
  await chooseTime(page, '10:00 AM')
  await page.getByLabel('What would you like to discuss?').fill(QUESTIONS)
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  const confirmation = await mailWithSubject(request, holder.email, 'Confirmed:')

  // Desktop goes through the header's account menu, the phone straight to the page.
  if (testInfo.project.name === 'desktop') {
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page
      .getByRole('menuitem', { name: 'My consultations' })
      .or(page.getByRole('link', { name: 'My consultations' }))
      .click()
  } else {
    await page.goto('/account/consultations')
  }
  await expect(page).toHaveURL(/\/account\/consultations$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My consultations' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(holder.email)
  const upcoming = page.getByRole('region', { name: 'Upcoming' })
  const past = page.getByRole('region', { name: 'Past' })
  const booked = upcoming.getByRole('listitem').filter({ hasText: dayButtonName(day) })
  await expect(booked).toContainText('10:00 AM – 10:30 AM Eastern Time (ET)')
  await expect(booked).toContainText(QUESTIONS.slice(0, 40))
  await expect(past).toContainText('No past or cancelled consultations yet.')
  await expectNoAxeViolations(page)

  // Reschedule in place: the calendar opens under the booking.
  await booked.getByRole('button', { name: 'Reschedule' }).click()
  await expect(booked.getByRole('heading', { name: 'Choose a new time' })).toBeVisible()
  await chooseDay(page, day)
  await chooseTime(page, '2:00 PM')
  await expectNoAxeViolations(page)
  await booked.getByRole('button', { name: 'Move my consultation' }).click()
  await expect(page.getByText('Consultation Rescheduled!')).toBeVisible()
  await expect(booked).toContainText('2:00 PM – 2:30 PM Eastern Time (ET)')
  await expect(booked.getByRole('heading', { name: 'Choose a new time' })).toBeHidden()
  expect(await slotAvailability(page, day)).toMatchObject({ '10:00': true, '14:00': false })

  // The update carries new links; those of the first e-mail no longer work.
  const update = await mailWithSubject(request, holder.email, 'Updated:')
  expect(update.subject).toMatch(/at 2:00 PM$/)
  const newCancelLink = linkIn(update.text, '/consultations/cancel?token=')
  await page.goto(linkIn(confirmation.text, '/consultations/cancel?token='))
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await page.goto(newCancelLink)
  await expect(
    page.getByRole('heading', { name: 'Do you want to cancel this consultation?' }),
  ).toBeVisible()

  // Cancel from the account, after confirming.
  await page.goto('/account/consultations')
  await booked.getByRole('button', { name: 'Cancel', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' })
  await expect(dialog).toContainText('2:00 PM – 2:30 PM Eastern Time (ET)')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel consultation' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Consultation Cancelled')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeFocused()
  await expect(upcoming).toContainText('You have no upcoming consultations.')
  const cancelled = past.getByRole('listitem').filter({ hasText: dayButtonName(day) })
  await expect(cancelled).toContainText('Cancelled')
  await expect(cancelled).toContainText('2:00 PM – 2:30 PM Eastern Time (ET)')
  await expect(cancelled.getByRole('button')).toHaveCount(0)
  await expectNoAxeViolations(page)

  const cancellation = await mailWithSubject(request, holder.email, 'Cancelled:')
  expect(cancellation.to).toBe(holder.email)
  expect((await slotAvailability(page, day))['14:00']).toBe(true)
  // The e-mailed link agrees.
  await page.goto(newCancelLink)
  await expect(page.getByRole('heading', { name: 'This consultation was cancelled' })).toBeVisible()
})

test('a signed-out visitor is sent to sign in and comes back to their consultations', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const holder = accountHolder(testInfo)
  await createConfirmedAccount(page, request, holder)

  const signedOut = await page.request.get('/api/account/consultations')
  expect(await expectApiError(signedOut, 401)).toEqual({
    error: 'Please sign in to see your consultations.',
  })

  await page.goto('/account/consultations')
  await expect(page).toHaveURL(/\/auth\?next=(\/|%2F)account(\/|%2F)consultations$/)
  await signIn(page, holder)

  await expect(page).toHaveURL(/\/account\/consultations$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My consultations' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(holder.email)
  const upcoming = page.getByRole('region', { name: 'Upcoming' })
  await expect(upcoming).toContainText('You have no upcoming consultations.')
  await expect(upcoming.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(page.getByRole('region', { name: 'Past' })).toContainText(
    'No past or cancelled consultations yet.',
  )
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Account')
  // A private page: out of search engines, and no referrer leaves with its visitors.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await expectNoAxeViolations(page)

  const signedIn = await page.request.get('/api/account/consultations')
  expect(signedIn.status()).toBe(200)
  expect(await signedIn.json()).toEqual({ upcoming: [], past: [] })
  // An id that is not theirs is simply not found, malformed or not.
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const response = await page.request.post(`/api/account/consultations/${id}/cancel`)
    expect(await expectApiError(response, 404), id).toEqual({
      error: 'We could not find this consultation among yours.',
    })
  }
})
