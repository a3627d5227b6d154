import { describe, expect, it } from 'vitest'
import { routeOnScratchDatabase } from '#test-support/route-on-scratch-database'
import type { CalendarDay, DaySlots } from '@/features/booking/booking-types'
import { issuePassCookie } from '@/features/verification/pass.server'
import { analyticsEvents } from '@/server/db/schema'
import { getDb } from '@/server/db/instance'
import { GET as calendar } from './calendar/route'
import { POST } from './route'
import { GET as slots } from './slots/route'

// The booking route as the server runs it, on its own database (PGlite in a scratch folder): a
// booking counts as a conversion by where it was made (decision 051), after it has committed.
routeOnScratchDatabase('consultations')

const HOST = 'northbridge.example'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

let client = 0

/** A request from a browser of its own address on the site's own pages. */
function fromBrowser(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  client += 1
  return new Request(`http://${HOST}${url}`, {
    ...init,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
      'user-agent': FIREFOX,
      'x-forwarded-for': `198.51.100.${client}`,
      ...init.headers,
    },
  })
}

/** The first two open slots in US Eastern, as the booking form would offer them. */
async function openSlots(): Promise<{ date: string; time: string }[]> {
  const { days } = (await (
    await calendar(fromBrowser('/api/consultations/calendar?timeZone=ET'))
  ).json()) as { days: CalendarDay[] }
  for (const day of days.filter((candidate) => candidate.available)) {
    const open = (
      (await (
        await slots(fromBrowser(`/api/consultations/slots?date=${day.date}&timeZone=ET`))
      ).json()) as DaySlots
    ).slots.filter((slot) => slot.available)
    if (open.length >= 2) return open.slice(0, 2).map(({ time }) => ({ date: day.date, time }))
  }
  throw new Error('no day with two open slots')
}

/** Books a slot with a fresh human-check pass, as the form on /contact or in the chat does. */
function book(slot: { date: string; time: string }, channel?: 'chat') {
  return POST(
    fromBrowser('/api/consultations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: issuePassCookie(false).split(';')[0] ?? '',
        referer: `http://${HOST}/contact`,
      },
      body: JSON.stringify({
        name: 'Dana Whitfield',
        email: `dana.${client}@client.example`,
        questions: 'Where would you start with our claims system?',
        timeZone: 'ET',
        ...slot,
        ...(channel ? { channel } : {}),
      }),
    }),
  )
}

describe('POST /api/consultations: first-party counting', () => {
  it('counts a booking as a conversion by its source: the contact page or the chat', async () => {
    const [first, second] = await openSlots()
    expect((await book(first!)).status).toBe(201)
    expect((await book(second!, 'chat')).status).toBe(201)
    // A refused booking (the slot is taken) counts nothing.
    expect((await book(first!)).status).toBe(409)
    await expect
      .poll(async () =>
        (
          await getDb()
            .select({ name: analyticsEvents.name, source: analyticsEvents.source })
            .from(analyticsEvents)
        ).sort((a, b) => String(a.source).localeCompare(String(b.source))),
      )
      .toEqual([
        { name: 'consultation-booked', source: 'chat' },
        { name: 'consultation-booked', source: 'contact' },
      ])
  })
})
