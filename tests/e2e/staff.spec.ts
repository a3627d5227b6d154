import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
  bookableDay,
  bookWith,
  chooseDay,
  chooseTime,
  clientAddressFor,
  expect,
  humanCheckPass,
  linkIn,
  mailTo,
  passHumanCheck,
  sendAsClient,
  test,
  visitorEmail,
} from './support/booking'
import {
  PASSWORD,
  acceptInvitation,
  codeFor,
  enrol,
  inviteFromCommandLine,
  signInWithPassword,
  signedInMember,
  staffEmail,
  welcome,
} from './support/staff'

// The staff console's front door (issue 27, decision 041): the first owner invited from the
// operator's command line, the e-mailed one-time link, a password, an authenticator app enrolled
// with a code computed here from the key the page shows (a real TOTP library, as an app does),
// then sign-in with a code or a backup code. Each test invites its own member.

test.describe('the first owner', () => {
  // The wrong code typed on purpose is refused with a 401, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 401 .*\/api\/staff\/auth\/two-factor\/verify-totp/ })

  test('is invited from the command line, enrols an app and signs in with a code or a backup code', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const email = staffEmail(testInfo, 'owner')
    const path = await inviteFromCommandLine(email, 'owner')

    // The same link went out by e-mail, through the outbox.
    const [invitation] = await mailTo(request, email, 1)
    expect(invitation!.subject).toMatch(/staff console$/)
    expect(linkIn(invitation!.text, '/staff/invitation')).toBe(path)

    await acceptInvitation(page, path, 'Morgan Hale')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await expectNoAxeViolations(page)
    await signInWithPassword(page, email)

    const { key, backupCodes } = await enrol(page)
    await expectNoAxeViolations(page)
    await page.getByLabel('Code from your authenticator app').fill(codeFor(key))
    await page.getByRole('button', { name: 'Finish and open the console' }).click()
    await expect(welcome(page, 'Morgan Hale')).toBeVisible()
    await expectNoAxeViolations(page)

    // The link worked once.
    await page.goto(path)
    await expect(page.getByText('This invitation has already been used.')).toBeVisible()

    // Signing out, then in again: the password, then the app's code.
    await page.goto('/staff')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await signInWithPassword(page, email)
    await page.getByLabel('Code from your authenticator app').fill('000000')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('That code is not right')
    // Not the enrolment's code, which works once: the next one.
    await page.getByLabel('Code from your authenticator app').fill(codeFor(key, 30_000))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(welcome(page, 'Morgan Hale')).toBeVisible()

    // And with a backup code instead, by keyboard alone.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await page.getByLabel('Work e-mail').focus()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Code from your authenticator app')).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Use a backup code instead' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.getByLabel('Backup code').fill(backupCodes[0]!)
    await page.keyboard.press('Enter')
    await expect(welcome(page, 'Morgan Hale')).toBeVisible()
  })
})

test('the console is never shown to anyone not signed in as staff', async ({ page, request }) => {
  for (const path of ['/staff', '/staff/enrol']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
  }
  // A visitor's session cookie is not a staff session: same answer.
  await page
    .context()
    .addCookies([{ name: 'northbridge.session_token', value: 'x.y', url: page.url() }])
  await page.goto('/staff')
  await expect(page).toHaveURL(/\/staff\/sign-in$/)

  const answer = await request.get('/staff/sign-in')
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(answer.headers()['content-security-policy']).toMatch(/script-src[^;]*'nonce-/)
})

test('an invitation link that is unknown says so', async ({ page }) => {
  await page.goto(`/staff/invitation?token=${'A'.repeat(43)}`)
  await expect(page.getByText('This invitation link is not valid.')).toBeVisible()
  await expectNoAxeViolations(page)
})

/** Presses Tab until `target` has the focus, as a keyboard user walks a page. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${most} presses of Tab never reached the element`)
}

test('a consultation booked on /contact is cancelled from the inbox, by keyboard, and its slot is free again', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const day = await bookableDay(request, testInfo, 13)
  const visitor = visitorEmail(testInfo)

  // The visitor books on /contact.
  await page.goto('/contact')
  await passHumanCheck(page)
  await page.getByLabel('Time zone').selectOption('ET')
  await chooseDay(page, day)
  await chooseTime(page, '10:00 AM')
  await page.getByLabel('Name').fill('Priya Raman')
  await page.getByLabel('E-mail').fill(visitor)
  await page
    .getByLabel('What would you like to discuss?')
    .fill('Our underwriting tools need a roadmap.')
  await page.getByRole('button', { name: 'Schedule Consultation' }).click()
  await expect(page.getByText('Consultation Scheduled!')).toBeVisible()

  // An admin finds it in the inbox, by keyboard.
  const staffContext = await browser.newContext()
  await sendAsClient(staffContext, clientAddressFor(testInfo, 'staff'))
  const staff = await staffContext.newPage()
  await signedInMember(staff, staffEmail(testInfo, 'admin'), 'admin', 'Jordan Okafor')
  await staff.goto('/staff/consultations')
  await expect(staff.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible()
  await expectNoAxeViolations(staff)
  await tabTo(staff, staff.getByLabel('Search'))
  await staff.keyboard.type(visitor)
  await staff.keyboard.press('Enter')
  await expect(staff).toHaveURL(/q=visitor-/)
  const row = staff.getByRole('row').filter({ hasText: visitor })
  await expect(row).toContainText('Priya Raman')
  await expect(row).toContainText('Upcoming')
  await expect(row).toContainText('Contact page')
  await tabTo(staff, row.getByRole('link'))
  await staff.keyboard.press('Enter')
  await expect(staff.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible()
  await expect(staff.getByText('Our underwriting tools need a roadmap.')).toBeVisible()
  await expectNoAxeViolations(staff)

  // A note, then the cancellation with a reason and a message for the visitor.
  await tabTo(staff, staff.getByLabel('Add a note'))
  await staff.keyboard.type('Asked for a pre-read on their claims workflow.')
  await tabTo(staff, staff.getByRole('button', { name: 'Save note' }))
  await staff.keyboard.press('Enter')
  await expect(
    staff.getByRole('listitem').filter({ hasText: 'pre-read on their claims' }),
  ).toContainText('Jordan Okafor')
  await tabTo(staff, staff.getByRole('button', { name: 'Cancel consultation' }))
  await staff.keyboard.press('Enter')
  const dialog = staff.getByRole('dialog', { name: 'Cancel this consultation' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(staff)
  await dialog
    .getByLabel('Reason (internal)')
    .fill('Client phoned: the project moved to next quarter')
  await dialog
    .getByLabel('Message to the visitor (optional)')
    .fill('Thanks for letting us know; talk in the new year.')
  await dialog.getByRole('button', { name: 'Cancel consultation' }).focus()
  await staff.keyboard.press('Enter')
  await expect(staff.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(staff.getByText('Cancelled by Jordan Okafor')).toBeVisible()
  await expect(
    staff.getByText('Reason: Client phoned: the project moved to next quarter'),
  ).toBeVisible()

  // The visitor's cancellation arrives, with the message and not the reason; the slot is free.
  const mail = await mailTo(request, visitor, 2)
  const cancellation = mail.find((message) => message.subject.startsWith('Cancelled:'))
  expect(cancellation?.text).toContain('talk in the new year')
  expect(cancellation?.text).not.toContain('next quarter')
  const slots = (await (
    await request.get(`/api/consultations/slots?date=${day}&timeZone=ET`)
  ).json()) as { slots: { time: string; available: boolean }[] }
  expect(slots.slots.find((slot) => slot.time === '10:00')?.available).toBe(true)

  // The filtered list as CSV (the password was typed at sign-in, minutes ago).
  await staff.goto(`/staff/consultations?q=${encodeURIComponent(visitor)}`)
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const { readFile } = await import('node:fs/promises')
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain(visitor)
  expect(csv).toContain('Cancelled')
  await staffContext.close()
})

test(
  'a consultant sees only the consultations given to them, cancels one with a reason, and its time is free again on /contact',
  { tag: '@once' },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000)
    const day = await bookableDay(request, testInfo, 14)
    const visitor = visitorEmail(testInfo)
    const address = clientAddressFor(testInfo, 'visitor')
    const booked = await bookWith(baseURL, await humanCheckPass(baseURL, address), address, {
      date: day,
      time: '11:00',
      email: visitor,
    })
    expect(booked.status).toBe(201)

    // The consultant, before anything is given to them: an empty inbox, and no admin's tools.
    await signedInMember(page, staffEmail(testInfo, 'consultant'), 'consultant', 'Mei Tanaka')
    const consoleNav = page.getByRole('navigation', { name: 'Console' })
    await expect(consoleNav.getByRole('link', { name: 'Consultations' })).toBeVisible()
    await expect(consoleNav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
    await expect(consoleNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
    await page.goto('/staff/consultations')
    await expect(page.getByText('No consultations match these filters.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
    const teamPage = await page.goto('/staff/team')
    expect(teamPage?.status()).toBe(404)

    // An admin gives the consultation to them.
    const adminContext = await browser.newContext()
    await sendAsClient(adminContext, clientAddressFor(testInfo, 'admin'))
    const admin = await adminContext.newPage()
    await signedInMember(admin, staffEmail(testInfo, 'assigner'), 'admin', 'Ines Duarte')
    await admin.goto(`/staff/consultations?q=${encodeURIComponent(visitor)}`)
    await admin.getByRole('row').filter({ hasText: visitor }).getByRole('link').click()
    await admin.getByLabel('Consultant', { exact: true }).selectOption({ label: 'Mei Tanaka' })
    await admin.getByRole('button', { name: 'Assign' }).click()
    await expect(admin.getByRole('definition').filter({ hasText: 'Mei Tanaka' })).toBeVisible()
    await adminContext.close()

    // Now it is theirs, and theirs alone in their list: they note it, and cannot re-assign it.
    await page.goto('/staff/consultations')
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(visitor)
    await rows.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Assign' })).toHaveCount(0)
    await page.getByLabel('Add a note').fill('Sent them our cloud-migration checklist.')
    await page.getByRole('button', { name: 'Save note' }).click()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'cloud-migration checklist' }),
    ).toContainText('Mei Tanaka')
    await expectNoAxeViolations(page)

    // Meanwhile on /contact, the time is taken.
    const visitorContext = await browser.newContext()
    await sendAsClient(visitorContext, clientAddressFor(testInfo, 'another-visitor'))
    const contact = await visitorContext.newPage()
    await contact.goto('/contact')
    await passHumanCheck(contact)
    await contact.getByLabel('Time zone').selectOption('ET')
    await chooseDay(contact, day)
    await expect(contact.getByRole('radio', { name: /^11:00 AM/ })).toBeDisabled()

    // The consultant cancels it with a reason; the visitor is told, and the time opens again.
    await page.getByRole('button', { name: 'Cancel consultation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this consultation' })
    await dialog.getByLabel('Reason (internal)').fill('Visitor wrote: the budget moved to Q3')
    await dialog.getByRole('button', { name: 'Cancel consultation' }).click()
    await expect(page.getByText('Cancelled by Mei Tanaka')).toBeVisible()
    await expect(page.getByText('Reason: Visitor wrote: the budget moved to Q3')).toBeVisible()
    const mail = await mailTo(request, visitor, 2)
    const cancellation = mail.find((message) => message.subject.startsWith('Cancelled:'))
    expect(cancellation?.text).not.toContain('budget moved')
    await contact.reload()
    await contact.getByLabel('Time zone').selectOption('ET')
    await chooseDay(contact, day)
    await expect(contact.getByRole('radio', { name: /^11:00 AM/ })).toBeEnabled()
    await visitorContext.close()
  },
)

test('an owner invites, promotes and removes a member from the console, and the audit log shows each step', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const ownerName = `Rowan Ellery ${testInfo.project.name}`
  await signedInMember(page, staffEmail(testInfo, 'boss'), 'owner', ownerName)
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Invite by keyboard.
  const newcomer = staffEmail(testInfo, 'newcomer')
  await tabTo(page, page.getByLabel('Work e-mail'))
  await page.keyboard.type(newcomer)
  await page.getByLabel('Role', { exact: true }).selectOption('consultant')
  await tabTo(page, page.getByRole('button', { name: 'Send invitation' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Invitation sent')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: newcomer })).toContainText('Consultant')
  const [invitation] = await mailTo(request, newcomer, 1)
  const joinContext = await browser.newContext()
  const joiner = await joinContext.newPage()
  await acceptInvitation(joiner, linkIn(invitation!.text, '/staff/invitation'), 'Sam Newcombe')
  await joinContext.close()

  // Promote, then remove.
  await page.reload()
  const row = page.getByRole('listitem').filter({ hasText: newcomer })
  await expect(row).toContainText('Consultant')
  await row.getByLabel('Role of Sam Newcombe').selectOption('admin')
  await row.getByRole('button', { name: 'Change role of Sam Newcombe' }).click()
  await expect(page.getByText('Sam Newcombe is now Admin')).toBeVisible()
  await expect(row).toContainText('Admin')
  await row.getByRole('button', { name: 'Remove Sam Newcombe' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove Sam Newcombe?' })
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Remove from the staff' }).click()
  await expect(page.getByText('Sam Newcombe has been removed')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: newcomer })).toHaveCount(0)

  // The audit log, filtered to this owner.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await page.getByLabel('Member').selectOption({ label: ownerName })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  // Their own arrival and enrolment, then the three changes.
  const entries = page.getByRole('row').filter({ hasText: ownerName })
  await expect(entries).toHaveCount(5)
  await expect(entries.filter({ hasText: 'staff.join' })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'staff.enrol-app' })).toHaveCount(1)
  for (const action of ['staff.invite', 'staff.change-role', 'staff.remove']) {
    await expect(entries.filter({ hasText: action })).toHaveCount(1)
  }
  const roleChange = entries.filter({ hasText: 'staff.change-role' })
  await expect(roleChange).toContainText('from: consultant')
  await expect(roleChange).toContainText('to: admin')
  await expectNoAxeViolations(page)
})
