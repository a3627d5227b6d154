import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  calendarFile,
  calendarFileName,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from './calendar-event'

const event: CalendarEvent = {
  title: 'Data Products That Last: Ownership, Contracts & Quality Gates',
  description: 'Agenda:\n- Contracts; quality gates, and more',
  startDate: new Date('2026-12-22T00:00:00Z'),
  endDate: new Date('2026-12-22T00:45:00Z'),
  location: 'https://meet.northbridge.example/webinars/data-products-that-last',
  uid: 'webinar-42@northbridge.example',
}

describe('calendar add', () => {
  it('names the file from the title: lowercased, anything not a letter or digit an underscore', () => {
    expect(calendarFileName(event.title)).toBe(
      'data_products_that_last__ownership__contracts___quality_gates.ics',
    )
    expect(calendarFileName('SCIPAB 2.0')).toBe('scipab_2_0.ics')
  })

  it('builds an RFC 5545 file that reads back as the same event', async () => {
    const text = await calendarFile(event)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Northbridge Digital//Website//EN')
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(vevent.summary).toBe(event.title)
    expect(vevent.description).toBe(event.description)
    expect(vevent.location).toBe(event.location)
    expect(vevent.uid).toBe(event.uid)
    expect(vevent.startDate.toJSDate()).toEqual(event.startDate)
    expect(vevent.endDate.toJSDate()).toEqual(event.endDate)
    expect(vevent.startDate.zone.tzid).toBe('UTC')
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')).toBeTruthy()
  })

  it("fills in the calendar services' new-event pages, times in the compact UTC form", () => {
    const google = new URL(googleCalendarUrl(event))
    expect(google.origin).toBe('https://calendar.google.com')
    expect(google.searchParams.get('text')).toBe(event.title)
    expect(google.searchParams.get('dates')).toBe('20261222T000000Z/20261222T004500Z')
    expect(google.searchParams.get('details')).toBe(event.description)
    expect(google.searchParams.get('location')).toBe(event.location)
    const outlook = new URL(outlookCalendarUrl(event))
    expect(outlook.searchParams.get('subject')).toBe(event.title)
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-22T00:00:00.000Z')
  })
})
