import { createHash } from 'node:crypto'
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { expect, test as base } from './fixtures'

/**
 * A client address of its own for every test (and project), sent as X-Forwarded-For, which the
 * e2e server trusts (TRUSTED_PROXY_HEADER): per-client rate limits stay per test.
 */
export function clientAddressFor(testInfo: TestInfo, salt = ''): string {
  return addressFrom(`${testInfo.testId}|${testInfo.project.name}|${salt}`)
}

/** An address in 10.0.0.0/8 drawn from a seed: the same seed, the same address. */
export function addressFrom(seed: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(seed).digest()
  return `10.${a}.${b}.${Math.max(1, c)}`
}

export async function sendAsClient(context: BrowserContext, address: string) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
}

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, provide, testInfo) => {
    await provide(clientAddressFor(testInfo))
  },
  // The browser of the test sends as that client; a test that only sends requests opens none.
  context: async ({ context, clientAddress }, provide) => {
    await sendAsClient(context, clientAddress)
    await provide(context)
  },
})

export { expect }

type CalendarDay = { date: string; available: boolean }

/**
 * The bookable day a test uses, in Eastern Time. Tests run in parallel against one database, so
 * each takes its own lane (a different day); the first bookable day is left alone because it
 * may be today, whose slots run out as the day goes on.
 */
export async function bookableDay(
  request: APIRequestContext,
  testInfo: TestInfo,
  lane: number,
): Promise<string> {
  const response = await request.get('/api/consultations/calendar?timeZone=ET', {
    headers: { 'x-forwarded-for': clientAddressFor(testInfo, 'calendar') },
  })
  expect(response.status()).toBe(200)
  const { days } = (await response.json()) as { days: CalendarDay[] }
  const open = days.filter((day) => day.available).map((day) => day.date)
  const index = 1 + lane * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)
  const day = open[index]
  if (!day) throw new Error(`no bookable day number ${index} in ${open.join(', ')}`)
  return day
}

/** 'Monday, November 30, 2026': how the calendar names a day button. */
export function dayButtonName(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** Passes the ALTCHA check as a visitor does: tick the box and wait. */
export async function passHumanCheck(page: Page) {
  await expect(page.getByRole('heading', { name: 'Book your free consultation' })).toBeVisible()
  await page.getByText("I'm not a robot").click()
  await expect(page.getByText('Verification Successful!')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Redirecting you to the scheduling system...')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
}

/** Clicks the day in the calendar, paging to the next month when it is not shown yet. */
export async function chooseDay(page: Page, day: string) {
  // The calendar shows once the bookable days have loaded; only then is paging meaningful.
  await expect(page.getByRole('grid').first()).toBeVisible()
  const button = page.getByRole('button', { name: new RegExp(`^${dayButtonName(day)}`) })
  for (let pages = 0; pages < 3 && !(await button.isVisible()); pages++) {
    await page.getByRole('button', { name: /next month/i }).click()
  }
  await button.click()
}

/** Picks a time by its label ('10:00 AM') once the day's times are shown. */
export async function chooseTime(page: Page, label: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${label}`) })
  await expect(radio).toBeEnabled()
  // The radio itself is visually hidden; a visitor clicks the time's box, its label.
  await page.locator('label').filter({ has: radio }).click()
  await expect(radio).toBeChecked()
}

export type MailboxMessage = { id: string; to: string; subject: string; text: string; html: string }

/** The local mailbox's messages to one address, newest first, once `count` have arrived. */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  count: number,
): Promise<MailboxMessage[]> {
  let messages: MailboxMessage[] = []
  await expect(async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`)
    messages = (await response.json()) as MailboxMessage[]
    expect(messages.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 15_000 })
  return messages
}

/** A link of an e-mail, as a path on the server under test (e-mails name the public origin). */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[?/]/g, '\\$&')}[^\\s]*`).exec(text)
  if (!match) throw new Error(`no ${path} link in:\n${text}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

/** A unique e-mail address per test, so mailbox lookups see only this test's mail. */
export function visitorEmail(testInfo: TestInfo): string {
  return `visitor-${clientAddressFor(testInfo).replace(/\./g, '-')}@client.example`
}

/**
 * Passes the ALTCHA check as the widget does, from Node: fetches a challenge, solves it and posts
 * the solution. Answers the pass cookie (`name=value`) the server set, to be sent explicitly with
 * bookings (as a script would, and resent after it is spent).
 */
export async function humanCheckPass(
  baseURL: string | undefined,
  address: string,
): Promise<string> {
  const headers = { 'x-forwarded-for': address }
  const challenge = (await (
    await fetch(new URL('/api/verification/challenge', baseURL), { headers })
  ).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  const payload = btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  )
  const response = await fetch(new URL('/api/verification', baseURL), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  })
  expect(response.status).toBe(200)
  const [cookie = ''] = response.headers.getSetCookie()
  return cookie.split(';')[0] ?? ''
}

export type BookingAnswer = {
  status: number
  body: { booking?: { id: string }; error?: string; fields?: Record<string, string> }
  setCookie: string[]
}

/** `POST /api/consultations` in Eastern Time with a pass cookie (or none), as one client. */
export async function bookWith(
  baseURL: string | undefined,
  pass: string | undefined,
  address: string,
  booking: { date: string; time: string; email: string },
): Promise<BookingAnswer> {
  const response = await fetch(new URL('/api/consultations', baseURL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(pass ? { cookie: pass } : {}),
    },
    body: JSON.stringify({
      name: 'Dana Whitfield',
      questions: 'We want to move our claims platform to the cloud next year.',
      timeZone: 'ET',
      ...booking,
    }),
  })
  return {
    status: response.status,
    body: (await response.json()) as BookingAnswer['body'],
    setCookie: response.headers.getSetCookie(),
  }
}

/** What `GET /api/consultations/setup` says about a pass: does the scheduler show at once? */
export async function passStillCounts(baseURL: string | undefined, pass: string, address: string) {
  const response = await fetch(new URL('/api/consultations/setup', baseURL), {
    headers: { cookie: pass, 'x-forwarded-for': address },
  })
  return ((await response.json()) as { verified: boolean }).verified
}
