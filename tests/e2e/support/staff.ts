import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page, TestInfo } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { projectRoot } from '../../../scripts/lib/run'
import { addressFrom, sendAsClient } from './booking'
import { expect } from './fixtures'

// Staff members as the console's tests make them: invited from the operator's command line,
// enrolled with an authenticator app (a real TOTP library computing codes from the key the page
// shows), signed in. Each test invites its own member.

/** The server the command line talks to: the shared e2e server unless a test starts its own. */
export type StaffServer = { port: string | number; dataDir: string }

const sharedServer = (): StaffServer => ({
  port: process.env.E2E_PORT ?? '',
  dataDir: process.env.E2E_DATA_DIR ?? '',
})

export const PASSWORD = 'Quay-Lamps&Slate-Roofs-19'

/** An address of this test's own (the invitation refuses one already on the staff). */
export const staffEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}.${testInfo.testId.slice(0, 10)}.${testInfo.project.name}.${testInfo.retry}@firm.example`

/** `npm run staff -- invite …` against the running e2e server, as an operator would type it. */
export async function inviteFromCommandLine(
  email: string,
  role: string,
  server: StaffServer = sharedServer(),
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/staff.ts',
      'invite',
      email,
      '--role',
      role,
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
  const link = /https?:\/\/\S+\/staff\/invitation\?token=[\w-]{43}/.exec(stdout)?.[0]
  if (!link) throw new Error(`npm run staff printed no link:\n${stdout}`)
  // The link names the server's own origin (localhost); the tests browse 127.0.0.1.
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/**
 * The code an authenticator app shows for the key the enrolment page gave: now, or `ahead` ms on
 * (the server takes the next step's code too). A code works once, so a second sign-in within the
 * same 30 seconds needs the next one.
 */
export const codeFor = (key: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({
    timestamp: Date.now() + ahead,
  })

export async function acceptInvitation(page: Page, path: string, name: string) {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join the staff console' }),
  ).toBeVisible()
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Password again').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('status')).toContainText('Your account is ready')
}

export async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Enrols the app on /staff/enrol; returns its key and the backup codes shown. */
export async function enrol(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }),
  ).toBeVisible()
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = (await page.getByTestId('manual-key').textContent()) ?? ''
  const backupCodes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(backupCodes).toHaveLength(10)
  return { key, backupCodes }
}

export const welcome = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })

/**
 * A member of the given role, invited, enrolled and signed in to the console in `page`, browsing
 * from an address of their own: the API counts state-changing requests per client address (60 a
 * minute in the forms tier), and console tests running side by side from 127.0.0.1 used up one
 * another's (a 429 on "Unpublish" in a fast run).
 */
export async function signedInMember(
  page: Page,
  email: string,
  role: string,
  name: string,
  server?: StaffServer,
) {
  // An address of the member's own, from their e-mail (which is the test's own).
  await sendAsClient(page.context(), addressFrom(`member|${email}`))
  await acceptInvitation(page, await inviteFromCommandLine(email, role, server), name)
  await page.goto('/staff/sign-in')
  await signInWithPassword(page, email)
  const { key } = await enrol(page)
  await page.getByLabel('Code from your authenticator app').fill(codeFor(key))
  await page.getByRole('button', { name: 'Finish and open the console' }).click()
  await expect(welcome(page, name)).toBeVisible()
}
