import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { APIRequestContext } from '@playwright/test'
import { projectRoot } from '../../scripts/lib/run'
import { expectNoAxeViolations } from './support/axe'
import { tabTo } from './support/keyboard'
import { expect, test } from './support/fixtures'
import { startSiteServer, type SiteServer } from './support/site-server'
import { signedInMember, staffEmail } from './support/staff'

// Registration for a webinar (issue 29, decision 049) on a server of its own, whose mailbox and
// announcements no other test shares: a visitor registers by keyboard on the session's page,
// finds the confirmation with the join link and the calendar file in the local mailbox, follows
// the join link; marketing sees them as having used it and exports the CSV; the day-before
// reminder arrives when its time comes. No test clock: the session is scheduled 24 hours and 45
// seconds ahead, so the reminder's real time falls inside the test (the outbox holds it until
// then), and a cancel from the reminder's link ends it.

const HOUR = 60 * 60_000
const SLUG = 'registration-journey'
const TITLE = 'Platform Teams That Ship'
const MEETING = 'https://meet.northbridge.example/webinars/platform-teams'

let server: SiteServer

test.beforeAll(async () => {
  // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
  test.setTimeout(120_000)
  server = await startSiteServer({ env: { MAIL_POLL_INTERVAL_MS: '200' } })
})

test.afterAll(async () => {
  await server?.stop()
})

/** `npm run webinars -- add … --publish`, as the operator adds a session, against the server. */
async function addSession(startsAt: Date) {
  await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/webinars.ts',
      'add',
      '--title',
      TITLE,
      '--description',
      'How three product companies ran a platform team without a ticket queue.',
      '--date',
      startsAt.toISOString(),
      '--duration',
      '45 minutes',
      '--speaker',
      'Priya Raman',
      '--join-url',
      MEETING,
      '--slug',
      SLUG,
      '--publish',
    ],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  )
}

type Message = { id: string; to: string; subject: string; text: string }

/** The mailbox's messages to the address once one with the subject has arrived. */
async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: string,
  timeout = 15_000,
): Promise<Message> {
  let found: Message | undefined
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`)
    const messages = (await response.json()) as Message[]
    found = messages.find((message) => message.subject.startsWith(subject))
    expect(found, `a message '${subject}…'`).toBeDefined()
  }).toPass({ timeout, intervals: [250] })
  return found!
}

/** A link of a message's text part, as a path on this server. */
function pathOf(text: string, path: string): string {
  const link = text.split(/\s/).find((word) => /^https?:\/\//.test(word) && word.includes(path))
  if (!link) throw new Error(`no ${path} link in:\n${text}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

test('a visitor registers and joins, staff see them and export the CSV, the reminder comes at its time', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  // Time enough to register before the day-before point even on a loaded machine.
  const startsAt = new Date(Date.now() + 24 * HOUR + 45_000)
  await addSession(startsAt)
  const email = `registrant.${testInfo.testId.slice(0, 8)}@client.example`

  const visitorContext = await browser.newContext({ baseURL: server.url })
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/insights/webinars/${SLUG}`)
  const offer = visitor.getByRole('region', { name: 'Register for this session' })
  await expect(offer).toContainText('a reminder 24 hours and again 1 hour before the start')
  // By keyboard: the link leads to the form's own page (its code loads there, not here).
  await offer.getByRole('link', { name: 'Register' }).focus()
  await visitor.keyboard.press('Enter')
  await expect(visitor).toHaveURL(`/insights/webinars/${SLUG}/register`)
  const register = visitor.getByRole('region', { name: 'Register for this session' })
  await expect(register).toContainText('a reminder 24 hours and again 1 hour before the start')
  await expectNoAxeViolations(visitor)
  // Tab from the top of the page to the form's first field.
  await tabTo(visitor, register.getByLabel('Name'))
  await visitor.keyboard.type('Priya Nair')
  await visitor.keyboard.press('Tab')
  await expect(register.getByLabel('Email address')).toBeFocused()
  await visitor.keyboard.type(email)
  await visitor.keyboard.press('Tab')
  await expect(register.getByLabel('Company (optional)')).toBeFocused()
  await visitor.keyboard.type('Harbourline Logistics')
  await visitor.keyboard.press('Enter')
  await expect(register.getByRole('status')).toContainText("You're registered!")
  await expectNoAxeViolations(visitor)

  // The confirmation: the personal join link, the cancel link, and the calendar file.
  const api = visitor.request
  const confirmation = await waitForMail(api, email, "You're registered")
  const join = pathOf(confirmation.text, '/api/webinars/registrations/join?token=')
  expect(confirmation.text).toContain('/insights/webinars/registration/cancel?token=')
  const ics = await api.get(`/dev/mailbox/${confirmation.id}/attachments/0`)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const calendar = await ics.text()
  expect(calendar).toContain(`SUMMARY:${TITLE}`)
  const webinarId = /UID:webinar-([0-9a-f-]{36})@/.exec(calendar)?.[1]
  expect(webinarId).toBeDefined()

  // Following the join link: recorded, and on to the meeting.
  const joined = await api.get(join, { maxRedirects: 0 })
  expect(joined.status()).toBe(303)
  expect(joined.headers().location).toBe(MEETING)

  // Marketing sees the registrant, as having used the link, and exports the list.
  const staffContext = await browser.newContext({ baseURL: server.url })
  const marketing = await staffContext.newPage()
  const staffServer = { port: server.port, dataDir: server.dataDir }
  await signedInMember(
    marketing,
    staffEmail(testInfo, 'marketing'),
    'marketing',
    'Noor Haddad',
    staffServer,
  )
  await marketing.goto(`/staff/webinars/${webinarId}/registrants`)
  await expect(marketing.getByRole('heading', { level: 1, name: 'Registrants' })).toBeVisible()
  const row = marketing.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Priya Nair')
  await expect(row).toContainText('Harbourline Logistics')
  await expect(row).toContainText('Used once')
  await expectNoAxeViolations(marketing)
  const [download] = await Promise.all([
    marketing.waitForEvent('download'),
    marketing.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^registrants-registration-journey-[\d-]{10}\.csv$/)
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`"Priya Nair","${email}","Harbourline Logistics"`)

  // A day before the start, the reminder: held by the outbox until then, sent once.
  const reminder = await waitForMail(api, email, `Tomorrow: ${TITLE}`, 45_000)
  expect(reminder.text).toContain(join)

  // Its cancel link asks first; the button cancels, and the join link stops working.
  await visitor.goto(pathOf(reminder.text, '/insights/webinars/registration/cancel?token='))
  await expect(visitor.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('button', { name: 'Cancel registration' }).click()
  await expect(visitor.getByRole('status')).toContainText('Your registration is cancelled')
  const afterCancel = await api.get(join, { maxRedirects: 0 })
  expect(afterCancel.headers().location).toBe(
    '/insights/webinars/registration/join?problem=cancelled',
  )

  await visitorContext.close()
  await staffContext.close()
})
