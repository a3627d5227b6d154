import { randomBytes } from 'node:crypto'
import type { SiteverifyPeer } from '../../support/siteverify-peer'

/** The answer of one request: status, headers and the parsed JSON body (or undefined). */
export type Answer = { status: number; headers: Headers; body: Record<string, unknown> | undefined }

export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  let body: Record<string, unknown> | undefined
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, body }
}

/** A client address of the documentation range per number, as the trusted proxy would send it. */
export function clientAddress(index: number): string {
  return `198.51.${100 + Math.floor(index / 250)}.${1 + (index % 250)}`
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).then(answerOf)
}

/**
 * Passes the human check as a browser with a solved Turnstile widget does, and answers the pass
 * cookie the booking API asks for.
 */
export async function humanCheckPass(
  siteUrl: string,
  siteverify: SiteverifyPeer,
  address: string,
): Promise<string> {
  const token = `scale-${randomBytes(12).toString('hex')}`
  siteverify.issue(token)
  const response = await fetch(`${siteUrl}/api/verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ token }),
  })
  if (response.status !== 200) {
    throw new Error(`the human check answered ${response.status}: ${await response.text()}`)
  }
  const [cookie = ''] = response.headers.getSetCookie()
  return cookie.split(';')[0] ?? ''
}

export type Booking = { date: string; time: string; email: string }

/** Books a consultation as the booking form does (Eastern Time), with a pass cookie. */
export function book(siteUrl: string, pass: string, address: string, booking: Booking) {
  return postJson(
    `${siteUrl}/api/consultations`,
    {
      name: 'Morgan Ellery',
      email: booking.email,
      questions: 'We are consolidating three regional ERPs and want a realistic roadmap.',
      date: booking.date,
      time: booking.time,
      timeZone: 'ET',
    },
    { cookie: pass, 'x-forwarded-for': address },
  )
}

/** The bookable days the calendar offers, in Eastern Time, earliest first. */
export async function bookableDays(siteUrl: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/api/consultations/calendar?timeZone=ET`, {
    headers: { 'x-forwarded-for': clientAddress(9_999) },
  })
  const { days } = (await response.json()) as { days: { date: string; available: boolean }[] }
  // The first may be today, whose slots run out as the day goes on.
  return days
    .filter((day) => day.available)
    .map((day) => day.date)
    .slice(1)
}

/** The times a day offers ('10:00', …) in Eastern Time. */
export async function openTimes(siteUrl: string, date: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/api/consultations/slots?date=${date}&timeZone=ET`, {
    headers: { 'x-forwarded-for': clientAddress(9_998) },
  })
  const body = (await response.json()) as { slots: { time: string; available: boolean }[] }
  return body.slots.filter((slot) => slot.available).map((slot) => slot.time)
}
