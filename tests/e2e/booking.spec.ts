import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
  bookableDay,
  bookWith,
  chooseDay,
  chooseTime,
  clientAddressFor,
  dayButtonName,
  expect,
  linkIn,
  mailTo,
  humanCheckPass,
  passHumanCheck,
  test,
  sendAsClient,
  visitorEmail,
} from './support/booking'

// A visitor in New York: the scheduler starts on Eastern Time and needs no "your time" hints.
test.use({ timezoneId: 'America/New_York' })

const QUESTIONS =
  'We run claims on a 2009 system and want to move it to the cloud. Where would you start?'

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('What would you like to discuss?').fill(QUESTIONS)
}

/** The day's slots as the API reports them, by time. */
async function slotAvailability(page: Page, day: string): Promise<Record<string, boolean>> {
  const response = await page.request.get(`/api/consultations/slots?date=${day}&timeZone=ET`)
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] }
  return Object.fromEntries(slots.map((slot) => [slot.time, slot.available]))
}

test('a visitor books, reschedules and cancels a consultation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const day = await bookableDay(request, testInfo, 0)
  const email = visitorEmail(testInfo)

  await page.goto('/contact')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect With Our Experts' }),
  ).toBeVisible()
  await expect(page.getByText("I'm not a robot")).toBeVisible()
  await expectNoAxeViolations(page)

  await passHumanCheck(page)
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeFocused()
  await expect(page.getByLabel('Time zone')).toHaveValue('ET')
  await chooseDay(page, day)
  await chooseTime(page, '10:00 AM')
  await fillDetails(page, 'Dana Whitfield', email)
  await expectNoAxeViolations(page)

  // The answer is held back a moment so the busy state can be seen, as on a slow connection.
  await page.route('**/api/consultations', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByRole('button', { name: 'Scheduling...' })).toBeDisabled()

  await expect(page.getByText('Consultation Scheduled!')).toBeVisible()
  await expect(
    page.getByText(
      "Thank you for scheduling time with our experts. You'll receive a confirmation email shortly with calendar details.",
    ),
  ).toBeVisible()
  const result = page.getByRole('region', { name: 'Your consultation is booked' })
  await expect(result).toContainText(dayButtonName(day))
  await expect(result).toContainText('10:00 AM – 10:30 AM')
  await expect(result).toContainText('Eastern Time (ET)')
  await expect(result).toContainText(email)
  const google = await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')
  expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/)
  expect(new URL(google ?? '').searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/)
  const outlook = await page.getByRole('link', { name: /Outlook Calendar/ }).getAttribute('href')
  expect(outlook).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .ics' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('consultation_with_northbridge_digital.ics')
  const calendar = fs.readFileSync((await download.path()) ?? '', 'utf8')
  expect(calendar).toContain('BEGIN:VEVENT')
  expect(calendar).toMatch(/UID:consultation-[0-9a-f-]+@northbridge\.example/)
  await expectNoAxeViolations(page)

  // The confirmation and the firm's notification are in the local mailbox.
  const [confirmation] = await mailTo(request, email, 1).then((messages) =>
    messages.filter((message) => message.subject.startsWith('Confirmed:')),
  )
  expect(confirmation?.subject).toMatch(/at 10:00 AM$/)
  const firm = await mailTo(request, 'hello@northbridge.example', 1)
  expect(
    firm.some((message) => message.subject.startsWith('New consultation: Dana Whitfield')),
  ).toBe(true)
  const reschedule = linkIn(confirmation?.text ?? '', '/consultations/reschedule?token=')
  const cancel = linkIn(confirmation?.text ?? '', '/consultations/cancel?token=')
  expect((await slotAvailability(page, day))['10:00']).toBe(false)

  // Reschedule from the e-mail's link: the old time is freed, the new one taken.
  await page.goto(reschedule)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reschedule Your Consultation' }),
  ).toBeVisible()
  await expect(page.getByText('10:00 AM – 10:30 AM Eastern Time (ET)')).toBeVisible()
  await chooseDay(page, day)
  await chooseTime(page, '2:00 PM')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Move my consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Your consultation has moved' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your consultation has moved' })).toContainText(
    '2:00 PM – 2:30 PM',
  )
  expect(await slotAvailability(page, day)).toMatchObject({ '10:00': true, '14:00': false })
  const updated = await mailTo(request, email, 2)
  expect(updated.some((message) => /^Updated: .* at 2:00 PM$/.test(message.subject))).toBe(true)

  // Cancel from the e-mail's link: confirm, and the slot is free again.
  await page.goto(cancel)
  await expect(
    page.getByRole('heading', { name: 'Do you want to cancel this consultation?' }),
  ).toBeVisible()
  await expect(page.getByText('2:00 PM – 2:30 PM Eastern Time (ET)')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel consultation' }).click()
  await expect(page.getByText('Your consultation is cancelled.')).toBeVisible()
  expect((await slotAvailability(page, day))['14:00']).toBe(true)
  const cancelled = await mailTo(request, email, 3)
  expect(cancelled.some((message) => message.subject.startsWith('Cancelled:'))).toBe(true)

  // A used link gets a clear page, not an error; so does a made-up one.
  await page.goto(cancel)
  await expect(page.getByRole('heading', { name: 'This consultation was cancelled' })).toBeVisible()
  await page.goto(reschedule)
  await expect(page.getByRole('heading', { name: 'This consultation was cancelled' })).toBeVisible()
  await page.goto('/consultations/cancel?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Back on /contact: the pass was good for the one booking, so a second one starts at the
  // check again; past it, the scheduler shows the time as free.
  await page.goto('/contact')
  await expect(page.getByText("I'm not a robot")).toBeVisible()
  await passHumanCheck(page)
  await chooseDay(page, day)
  await expect(page.getByRole('radio', { name: /^2:00 PM/ })).toBeEnabled()
})

test('every field says what is wrong, in the spec’s words, with a red border', async ({ page }) => {
  await page.goto('/contact')
  await passHumanCheck(page)
  // A browser outside the four US zones starts without a zone.
  await page.getByLabel('Time zone').selectOption('')
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  for (const message of [
    'Name is required',
    'Email is required',
    'Please provide at least 10 characters describing your questions',
    'Please select a date',
    'Please select a time',
    'Please select a timezone',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  const name = page.getByLabel('Name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveCSS('border-top-color', 'rgb(185, 28, 28)')
  await expect(name).toHaveAccessibleDescription('Name is required')

  const cases: [label: string, value: string, message: string][] = [
    ['Name', 'A', 'Name must be at least 2 characters long'],
    ['Name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['Name', 'A'.repeat(51), 'Name is too long'],
    ['E-mail', 'dana@client', 'Please enter a valid email address'],
    ['E-mail', `${'d'.repeat(250)}@client.example`, 'Email is too long'],
    ['What would you like to discuss?', '<script>alert(1)</script>', 'Invalid content detected'],
    [
      'What would you like to discuss?',
      'q'.repeat(2001),
      'Questions are too long (max 2000 characters)',
    ],
  ]
  for (const [label, value, message] of cases) {
    await page.getByLabel(label).fill(value)
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

test.describe('when someone else is quicker', () => {
  // The browser logs the 409 answer of the losing request; that answer is the point here.
  test.use({ expectedConsoleErrors: /status of 409 \(Conflict\)/ })

  test('a slot taken while the visitor was choosing says so and shows the times again', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const day = await bookableDay(request, testInfo, 1)

    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '11:00 AM')
    await fillDetails(page, 'Dana Whitfield', visitorEmail(testInfo))

    // Someone else books the same half hour first, in their own browser.
    const other = await browser.newContext({ timezoneId: 'America/New_York' })
    await sendAsClient(other, clientAddressFor(testInfo, 'other visitor'))
    const rival = await other.newPage()
    await rival.goto('/contact')
    await passHumanCheck(rival)
    await chooseDay(rival, day)
    await chooseTime(rival, '11:00 AM')
    await fillDetails(rival, 'Sam Okafor', `rival-${visitorEmail(testInfo)}`)
    await rival.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(rival.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
    await other.close()

    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(
      page.getByText('Sorry, someone has just booked this time. Please choose another time.'),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: /^11:00 AM/ })).toBeDisabled()
    // The visitor's details are kept; another time books at once.
    await expect(page.getByLabel('Name')).toHaveValue('Dana Whitfield')
    await chooseTime(page, '11:30 AM')
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  })
})

test('the whole booking works with the keyboard alone', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const day = await bookableDay(request, testInfo, 2)
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement
      return `${element?.tagName}|${element?.getAttribute('aria-label') ?? ''}|${(element as HTMLInputElement | null)?.value ?? ''}|${element?.id ?? ''}`
    })
  const tabTo = async (matches: (description: string) => boolean, key = 'Tab', limit = 80) => {
    for (let presses = 0; presses < limit; presses++) {
      if (matches(await focused())) return
      await page.keyboard.press(key)
    }
    throw new Error(`focus never reached the target; it is on ${await focused()}`)
  }

  await page.goto('/contact')
  await expect(page.getByText("I'm not a robot")).toBeVisible()
  await tabTo(
    (description) => description.startsWith('INPUT|') && description.includes('altcha-checkbox'),
  )
  await page.keyboard.press('Space')
  // The ticked box goes away with the widget; focus lands on the result, then on the scheduler.
  await expect(
    page.getByRole('status').filter({ hasText: 'Verification Successful!' }),
  ).toBeFocused({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeFocused()

  await tabTo((description) => description.startsWith('SELECT|'))
  await tabTo(
    (description) =>
      description.startsWith('BUTTON|') && /^\w+day, /.test(description.split('|')[1] ?? ''),
  )
  await tabTo(
    (description) => description.split('|')[1]?.startsWith(dayButtonName(day)) ?? false,
    'ArrowRight',
    70,
  )
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('button', { name: new RegExp(`^${dayButtonName(day)}, selected`) }),
  ).toBeVisible()

  await tabTo(
    (description) => description.startsWith('INPUT|') && /\|\d\d:\d\d\|/.test(description),
  )
  await tabTo((description) => description.includes('|15:30|'), 'ArrowRight', 20)
  await expect(page.getByRole('radio', { name: /^3:30 PM/ })).toBeChecked()

  await page.keyboard.press('Tab')
  await page.keyboard.type('Dana Whitfield')
  await page.keyboard.press('Tab')
  await page.keyboard.type(visitorEmail(testInfo))
  await page.keyboard.press('Tab')
  await page.keyboard.type(QUESTIONS)
  await tabTo((description) => description.startsWith('BUTTON|') && description.endsWith('|'))
  await expect(page.getByRole('button', { name: 'Schedule Consultation' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused()
})

test.describe('when the check fails', () => {
  test.use({ expectedConsoleErrors: /status of 403|net::ERR_FAILED/ })

  test('a refused solution says so and offers to try again', async ({ page }) => {
    // The solution is spoilt on its way, so the server's own check refuses it.
    let spoilt = false
    await page.route('**/api/verification', async (route) => {
      if (spoilt) return route.continue()
      spoilt = true
      const body = JSON.parse(route.request().postData() ?? '{}') as { payload: string }
      const payload = JSON.parse(Buffer.from(body.payload, 'base64').toString()) as {
        solution: { derivedKey: string }
      }
      const key = payload.solution.derivedKey
      payload.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`
      await route.continue({
        postData: JSON.stringify({
          payload: Buffer.from(JSON.stringify(payload)).toString('base64'),
        }),
      })
    })
    await page.goto('/contact')
    await page.getByText("I'm not a robot").click()
    await expect(page.getByText('Verification failed. Please try again.')).toBeVisible({
      timeout: 30_000,
    })
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByText('Verification failed. Please try again.')).toBeHidden()
    await passHumanCheck(page)
  })

  test('a widget that cannot load says so', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', async (route) => {
      let response, body
      try {
        response = await route.fetch()
        body = await response.text()
      } catch {
        // The browser dropped the request meanwhile (its answer is disposed), or the fetch
        // failed: let the browser have it as it would without this test.
        return route.continue().catch(() => {})
      }
      if (body.includes('altcha-widget')) return route.abort()
      await route.fulfill({ response, body })
    })
    await page.goto('/contact')
    await expect(page.getByText('Failed to initialize verification system.')).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  })
})

test.describe('a visitor abroad', () => {
  test.use({ timezoneId: 'Europe/London' })

  test('sees each time on their own clock too', async ({ page, request }, testInfo) => {
    const day = await bookableDay(request, testInfo, 3)
    await page.goto('/contact')
    await passHumanCheck(page)
    await expect(page.getByLabel('Time zone')).toHaveValue('')
    await expect(page.getByText('Choose your time zone to see the times.')).toBeVisible()
    await page.getByLabel('Time zone').selectOption('ET')
    await chooseDay(page, day)
    // 9:00 AM in New York is 2:00 PM in London (both zones' winter or summer time alike).
    await expect(page.getByRole('radio', { name: /^9:00 AM/ })).toHaveAccessibleName(
      /^9:00 AM, (1|2):00 PM your time$/,
    )
  })
})

test.describe('when booking does not go through', () => {
  test.use({ expectedConsoleErrors: /net::ERR_FAILED|status of 40[03]/ })

  test('a lost connection says so in the spec’s words and keeps what the visitor typed', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const day = await bookableDay(request, testInfo, 4)
    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '9:00 AM')
    await fillDetails(page, 'Dana Whitfield', visitorEmail(testInfo))

    await page.route('**/api/consultations', (route) => route.abort('failed'))
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(
      page.getByText('There was an error scheduling your consultation. Please try again.'),
    ).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Dana Whitfield')
    await expect(page.getByRole('radio', { name: /^9:00 AM/ })).toBeChecked()

    await page.unroute('**/api/consultations')
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  })

  test('a pass that ran out brings the check back, and the form keeps its values', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const day = await bookableDay(request, testInfo, 5)
    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '9:30 AM')
    await fillDetails(page, 'Dana Whitfield', visitorEmail(testInfo))

    // Thirty minutes later, as far as the server can tell: the pass cookie is gone.
    await context.clearCookies()
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByText('Verification expired. Please try again.')).toBeVisible()
    await passHumanCheck(page)
    await expect(page.getByLabel('Name')).toHaveValue('Dana Whitfield')
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  })

  test('a form bot that fills the hidden field books nothing', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const day = await bookableDay(request, testInfo, 6)
    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '10:30 AM')
    await fillDetails(page, 'Dana Whitfield', visitorEmail(testInfo))
    // What a bot does: fill every input it finds, hidden or not.
    await page.locator('input[name="contact_me_by_fax"]').evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(input, '+1 555 0100')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    expect((await slotAvailability(page, day))['10:30']).toBe(true)
  })
})

test.describe('an address that already has two upcoming consultations', () => {
  // The browser logs the refused booking (422); it is the point here.
  test.use({ expectedConsoleErrors: /status of 422/ })

  test('is told so on the E-mail field, and books with another address', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A retry books afresh: another day and address, as the first attempt's bookings stay.
    const day = await bookableDay(request, testInfo, testInfo.retry === 0 ? 12 : 17)
    const email =
      testInfo.retry === 0
        ? visitorEmail(testInfo)
        : `retry${testInfo.retry}-${visitorEmail(testInfo)}`
    const address = clientAddressFor(testInfo)
    for (const time of ['09:00', '09:30']) {
      const made = await bookWith(baseURL, await humanCheckPass(baseURL, address), address, {
        date: day,
        time,
        email,
      })
      expect(made.status).toBe(201)
    }

    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '10:00 AM')
    await fillDetails(page, 'Dana Whitfield', email)
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    const message =
      'This e-mail address already has 2 upcoming consultations with us. To book another, please cancel or move one of them first: the links are in your confirmation e-mails.'
    const field = page.getByLabel('E-mail')
    // The answer comes after a booking transaction on the server: on a loaded machine, seconds.
    await expect(field).toHaveAccessibleDescription(message, { timeout: 15_000 })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toBeFocused()
    await expectNoAxeViolations(page)
    expect((await slotAvailability(page, day))['10:00']).toBe(true)

    // The pass was not spent: another address books at once, without a new check.
    await field.fill(`colleague-${email}`)
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  })
})
