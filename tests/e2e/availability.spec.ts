import { devices, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { tabTo } from './support/keyboard'
import { chooseDay, chooseTime, expect, passHumanCheck, test } from './support/booking'
import { startSiteServer, type SiteServer } from './support/site-server'
import {
  acceptInvitation,
  inviteFromCommandLine,
  signedInMember,
  staffEmail,
} from './support/staff'

// Consultants' own calendars (issue 28, decision 044), on a server of their own: a calendar
// added here changes what every visitor of that server is offered, which the shared server's
// tests must not see.

let server: SiteServer

test.beforeAll(async () => {
  // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
  test.setTimeout(120_000)
  server = await startSiteServer()
})

test.afterAll(async () => {
  await server?.stop()
})

/** Chooses an option of the focused native select with the arrow keys alone. */
async function arrowTo(page: Page, select: Locator, value: string, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if ((await select.inputValue()) === value) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`the arrow keys never reached ${value}`)
}

/** The subjects of the mails the local mailbox holds for `to`. */
async function subjectsFor(mailbox: APIRequestContext, to: string): Promise<string[]> {
  const answer = await mailbox.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)
  return ((await answer.json()) as { subject: string }[]).map((message) => message.subject)
}

/** The start times ('09:00') the day's radios on /contact offer, the check passed first. */
async function offeredTimes(page: Page, day: string): Promise<string[]> {
  await chooseDay(page, day)
  const radios = page.getByRole('radio')
  await expect(radios.first()).toBeAttached()
  return radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
}

test('an admin gives a consultant in Pacific time a calendar with a day off; /contact offers the union, a booking lands with them, time off hands it to a colleague, and a closed day shuts for everyone', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const staffServer = { port: server.port, dataDir: server.dataDir }
  const open = async () => browser.newContext({ baseURL: server.url })
  // The local mailbox answers only this machine's own requests, with no forwarding header: not a
  // signed-in member's browser, which sends an address of its own (signedInMember).
  const mailbox = (await open()).request

  /** A visitor on /contact, past the human check, in Eastern time (a new one sees changes). */
  const visitorOnContact = async () => {
    const context = await open()
    const page = await context.newPage()
    await page.goto('/contact')
    await passHumanCheck(page)
    await page.getByLabel('Time zone').selectOption('ET')
    return { context, page }
  }

  // Two bookable weekdays, from the calendar visitors see.
  const first = await visitorOnContact()
  const calendar = await first.page.request.get('/api/consultations/calendar?timeZone=ET')
  const days = ((await calendar.json()) as { days: { date: string; available: boolean }[] }).days
  const [dayWorked, dayOff] = days
    .filter((day) => day.available)
    .map((day) => day.date)
    .slice(2)
  expect(dayWorked && dayOff).toBeTruthy()

  // As seeded: the firm's calendar alone, the spec's 14 times.
  const before = await offeredTimes(first.page, dayWorked!)
  expect(before).toHaveLength(14)
  expect([before[0], before[5], before[6], before.at(-1)]).toEqual([
    '09:00',
    '11:30',
    '13:00',
    '16:30',
  ])

  // A consultant joins; an admin gives them a calendar: 9 to 5 Pacific, and a day off.
  const consultantContext = await open()
  const consultant = await consultantContext.newPage()
  await signedInMember(
    consultant,
    staffEmail(testInfo, 'ravi'),
    'consultant',
    'Ravi Patel',
    staffServer,
  )
  const adminContext = await open()
  const admin = await adminContext.newPage()
  await signedInMember(admin, staffEmail(testInfo, 'admin'), 'admin', 'Ines Duarte', staffServer)
  await admin
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Availability' })
    .click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
  await expect(admin.getByText('Mon–Sun 9:00 AM–12:00 PM, 1:00 PM–5:00 PM')).toBeVisible()
  await expectNoAxeViolations(admin)
  await admin.getByLabel('Consultant', { exact: true }).selectOption({ label: 'Ravi Patel' })
  await admin.getByRole('button', { name: 'Add calendar' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Ravi Patel' })).toBeVisible()
  await admin.getByLabel('Time zone').selectOption('America/Los_Angeles')
  await admin.getByRole('button', { name: 'Add time off' }).click()
  await admin.getByLabel('Time off 1: first day').fill(dayOff!)
  await admin.getByLabel('Time off 1: last day').fill(dayOff!)
  await expectNoAxeViolations(admin)
  await admin.getByRole('button', { name: 'Save calendar' }).click()
  await expect(admin.getByText('Calendar saved')).toBeVisible()

  // The same screens at a phone's width, in the admin's session.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    storageState: await adminContext.storageState(),
  })
  const phonePage = await phone.newPage()
  await phonePage.goto(admin.url())
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Ravi Patel' })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phonePage.goto('/staff/availability')
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phone.close()

  // Visitors now see the union: the firm's times and Ravi's noon to 8 PM Eastern, but on his
  // day off only the firm's.
  const second = await visitorOnContact()
  const visitor = second.page
  expect(await offeredTimes(visitor, dayOff!)).toHaveLength(14)
  const union = await offeredTimes(visitor, dayWorked!)
  expect(union).toHaveLength(22)
  expect([union[0], union.at(-1)]).toEqual(['09:00', '19:30'])
  expect(union).toContain('12:00')

  // The visitor books 6:00 PM Eastern, which only Ravi offers.
  await chooseTime(visitor, '6:00 PM')
  await visitor.getByLabel('Name').fill('Dana Whitfield')
  await visitor.getByLabel('E-mail').fill('dana.whitfield@client.example')
  await visitor
    .getByLabel('What would you like to discuss?')
    .fill('Moving our claims processing to the cloud without a freeze.')
  await visitor.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(visitor.getByText('Consultation Scheduled!')).toBeVisible()
  // The confirmation names who will join, now that it is booked.
  const booked = visitor.getByRole('region', { name: 'Your consultation is booked' })
  await expect(booked.getByRole('term').filter({ hasText: 'Your consultant' })).toBeVisible()
  await expect(booked.getByRole('definition').filter({ hasText: 'Ravi Patel' })).toBeVisible()

  // It is Ravi's: his invitation is in the local mailbox, in his zone (6:00 PM Eastern is
  // 3:00 PM Pacific), and in his console it is under My consultations.
  const ravi = staffEmail(testInfo, 'ravi')
  await expect(async () => {
    expect(await subjectsFor(mailbox, ravi)).toContainEqual(
      expect.stringMatching(/^Yours: Dana Whitfield, .*, 3:00 PM America\/Los Angeles$/),
    )
  }).toPass({ timeout: 15_000 })
  await consultant.reload()
  await consultant
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'My consultations' })
    .click()
  const rows = consultant.getByRole('row').filter({ has: consultant.getByRole('link') })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Dana Whitfield')
  await expectNoAxeViolations(consultant)

  // A second consultant joins. The admin gives her a calendar in Pacific time with the keyboard
  // alone: Tab to each control, the arrow keys for the zone, Enter to send.
  const meiEmail = staffEmail(testInfo, 'mei')
  const meiContext = await open()
  await acceptInvitation(
    await meiContext.newPage(),
    await inviteFromCommandLine(meiEmail, 'consultant', staffServer),
    'Mei Chen',
  )
  await admin.goto('/staff/availability')
  const member = admin.getByLabel('Consultant', { exact: true })
  await tabTo(admin, member)
  await expect(member.getByRole('option', { selected: true })).toHaveText('Mei Chen')
  await tabTo(admin, admin.getByRole('button', { name: 'Add calendar' }))
  await admin.keyboard.press('Enter')
  await expect(admin.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible()
  const zone = admin.getByLabel('Time zone')
  await tabTo(admin, zone)
  await arrowTo(admin, zone, 'America/Los_Angeles')
  await tabTo(admin, admin.getByRole('button', { name: 'Save calendar' }))
  await admin.keyboard.press('Enter')
  await expect(admin.getByText('Calendar saved')).toBeVisible()

  // Ravi takes the day of Dana's consultation off: his calendar lists it as outside his hours,
  // with one click to give it to Mei, who is free then.
  // The staff page links to each consultant's calendar too.
  await admin.goto('/staff/team')
  await admin.getByRole('link', { name: 'Hours, time off and cap of Ravi Patel' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Ravi Patel' })).toBeVisible()
  await admin.getByRole('button', { name: 'Add time off' }).click()
  await admin.getByLabel('Time off 2: first day').fill(dayWorked!)
  await admin.getByLabel('Time off 2: last day').fill(dayWorked!)
  await admin.getByRole('button', { name: 'Save calendar' }).click()
  const outside = admin.getByRole('region', { name: 'Consultations outside these hours' })
  await expect(outside).toContainText('Dana Whitfield')
  await expectNoAxeViolations(admin)
  await outside.getByRole('button', { name: 'Give to Mei Chen' }).click()
  await expect(admin.getByText('Given to Mei Chen')).toBeVisible()
  await expect(outside).toBeHidden()
  // Mei is invited, Ravi is told it is no longer his, and Dana's invitation is updated.
  await expect(async () => {
    expect(await subjectsFor(mailbox, meiEmail)).toContainEqual(
      expect.stringMatching(/^Yours: Dana Whitfield, .*, 3:00 PM America\/Los Angeles$/),
    )
    expect(await subjectsFor(mailbox, ravi)).toContainEqual(
      expect.stringMatching(/^No longer yours: Dana Whitfield, /),
    )
    expect(await subjectsFor(mailbox, 'dana.whitfield@client.example')).toContainEqual(
      expect.stringMatching(/^Updated: your consultation with .* at 6:00 PM/),
    )
  }).toPass({ timeout: 15_000 })

  // The firm closes a day: no visitor is offered it any more, whoever works then.
  await admin.goto('/staff/availability')
  await admin.getByRole('button', { name: 'Add closed' }).click()
  await admin.getByLabel('Closed 1: first day').fill(dayOff!)
  await admin.getByLabel('Closed 1: last day').fill(dayOff!)
  await admin.getByRole('button', { name: 'Save booking rules' }).click()
  await expect(admin.getByText('Booking rules saved')).toBeVisible()
  const closed = await admin.request.get('/api/consultations/calendar?timeZone=ET')
  const closedDays = (await closed.json()) as { days: { date: string; available: boolean }[] }
  expect(closedDays.days.find((day) => day.date === dayOff)).toMatchObject({ available: false })
  expect(closedDays.days.find((day) => day.date === dayWorked)).toMatchObject({ available: true })

  for (const context of [
    first.context,
    second.context,
    consultantContext,
    adminContext,
    meiContext,
  ]) {
    await context.close()
  }
})
