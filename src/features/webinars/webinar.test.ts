import { describe, expect, it } from 'vitest'
import {
  agendaItems,
  formatEasternDate,
  formatEasternTime,
  isUpcoming,
  parseDurationMinutes,
  splitByDate,
  webinarCalendarEvent,
  webinarEnd,
  webinarPath,
  type Webinar,
} from './webinar'

function webinar(overrides: Partial<Webinar>): Webinar {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'sample',
    title: 'Sample Session',
    description: 'What the session covers.',
    agenda: ['First part', 'Live Q&A'],
    speakers: ['Dana Whitfield', 'Priya Raman'],
    startsAt: new Date('2026-12-10T00:00:00Z'),
    zoomLink: null,
    image: '/images/webinars/webinar-default.svg',
    category: 'AI & Data',
    duration: '45 minutes',
    durationMinutes: 45,
    isPublished: true,
    replayLink: null,
    registrationLimit: null,
    cancelledAt: null,
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  }
}

describe('webinar rules', () => {
  it('reads lengths as staff write them', () => {
    expect(parseDurationMinutes('45 minutes')).toBe(45)
    expect(parseDurationMinutes('2 minutes')).toBe(2)
    expect(parseDurationMinutes('1 hour')).toBe(60)
    expect(parseDurationMinutes('1 hour 30 minutes')).toBe(90)
    expect(parseDurationMinutes('90 min')).toBe(90)
    expect(() => parseDurationMinutes('a while')).toThrow(/45 minutes/)
    expect(() => parseDurationMinutes('0 minutes')).toThrow()
  })

  it('splits the agenda into items, ignoring blank lines', () => {
    expect(agendaItems('Welcome\n\n  Live Q&A  \n')).toEqual(['Welcome', 'Live Q&A'])
    expect(agendaItems('')).toEqual([])
  })

  it('counts a session as upcoming until it ends, by its date against now', () => {
    const session = webinar({ startsAt: new Date('2026-12-10T00:00:00Z'), durationMinutes: 45 })
    expect(webinarEnd(session)).toEqual(new Date('2026-12-10T00:45:00Z'))
    expect(isUpcoming(session, new Date('2026-12-09T23:59:00Z'))).toBe(true)
    expect(isUpcoming(session, new Date('2026-12-10T00:30:00Z'))).toBe(true)
    expect(isUpcoming(session, new Date('2026-12-10T00:45:00Z'))).toBe(false)
  })

  it('lists upcoming sessions soonest first and past ones most recent first, whatever the input order', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    const a = webinar({ slug: 'a', startsAt: new Date('2025-07-31T00:00:00Z') })
    const b = webinar({ slug: 'b', startsAt: new Date('2027-01-14T00:00:00Z') })
    const c = webinar({ slug: 'c', startsAt: new Date('2026-03-18T23:00:00Z') })
    const d = webinar({ slug: 'd', startsAt: new Date('2026-12-22T00:00:00Z') })
    const { upcoming, past } = splitByDate([b, a, d, c], now)
    expect(upcoming.map((item) => item.slug)).toEqual(['d', 'b'])
    expect(past.map((item) => item.slug)).toEqual(['c', 'a'])
  })

  it('writes Eastern time with the abbreviation of the season (spec: 7:00 PM EST)', () => {
    expect(formatEasternTime(new Date('2026-12-18T00:00:00Z'))).toBe('7:00 PM EST')
    expect(formatEasternTime(new Date('2026-06-11T23:00:00Z'))).toBe('7:00 PM EDT')
    // The spec's calendar slot, 00:00 UTC on 31 July 2025, is 8:00 PM daylight time the day before.
    expect(formatEasternTime(new Date('2025-07-31T00:00:00Z'))).toBe('8:00 PM EDT')
    expect(formatEasternDate(new Date('2025-07-31T00:00:00Z'))).toBe('Wednesday, July 30, 2025')
  })

  it('gives the SCIPAB session its own page and every other one the webinar route', () => {
    expect(webinarPath('scipab')).toBe('/insights/webinars/SCIPAB')
    expect(webinarPath('data-products-that-last')).toBe(
      '/insights/webinars/data-products-that-last',
    )
  })

  it('files a calendar event with the agenda, the speakers and the join link', () => {
    const session = webinar({ zoomLink: 'https://meet.northbridge.example/webinars/sample' })
    const event = webinarCalendarEvent(
      session,
      'https://northbridge.example/insights/webinars/sample',
    )
    expect(event).toMatchObject({
      title: 'Sample Session',
      startDate: new Date('2026-12-10T00:00:00Z'),
      endDate: new Date('2026-12-10T00:45:00Z'),
      location: 'https://meet.northbridge.example/webinars/sample',
      uid: `webinar-${session.id}@northbridge.example`,
    })
    expect(event.description).toContain('- Live Q&A')
    expect(event.description).toContain('Speakers: Dana Whitfield, Priya Raman')
    expect(event.description).toContain('Join: https://meet.northbridge.example/webinars/sample')
    // Without a join link yet, the event points at the webinar's page.
    expect(webinarCalendarEvent(webinar({}), 'https://x.example/p').location).toBe(
      'https://x.example/p',
    )
  })
})
