import { describe, expect, it } from 'vitest'
import {
  blockedRange,
  fairOrder,
  instantOf,
  isFree,
  offeredDay,
  offeredStarts,
  offers,
  rangesProblem,
  type AssignmentLoad,
  type Commitment,
  type ConsultantSchedule,
  type Weekday,
} from './schedule'
import { SLOT_TIMES, zonedDayAndTime } from './slots'

const h = (hours: number, minutes = 0) => hours * 60 + minutes
const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5]
const NO_BUFFERS = { beforeMinutes: 0, afterMinutes: 0 }
const ET = 'America/New_York'
const PT = 'America/Los_Angeles'

function schedule(overrides: Partial<ConsultantSchedule> & { id: string }): ConsultantSchedule {
  return {
    timeZone: ET,
    hoursFollowVisitorZone: false,
    weeklyHours: new Map(WEEKDAYS.map((day) => [day, [{ start: h(9), end: h(17) }]])),
    overrides: new Map(),
    timeOff: [],
    dailyCap: null,
    weight: 1,
    ...overrides,
  }
}

/** The seeded firm calendar: the spec's hours, in whichever zone the visitor chose. */
const firm = schedule({
  id: 'firm',
  hoursFollowVisitorZone: true,
  weeklyHours: new Map(
    WEEKDAYS.map((day) => [
      day,
      [
        { start: h(9), end: h(12) },
        { start: h(13), end: h(17) },
      ],
    ]),
  ),
})

const clock = (starts: Date[], zone: 'ET' | 'PT' | 'CT' | 'MT') =>
  starts.map((start) => zonedDayAndTime(start, zone).time)

/** Tuesday 8 December 2026, and a Monday to judge from. */
const DAY = '2026-12-08'
const NOW = new Date('2026-11-23T15:00:00Z')
const rules = { buffers: NO_BUFFERS, noticeMinutes: 0, now: NOW }

describe('offered starts', () => {
  it('gives the spec’s 14 times in each of the four zones from the firm calendar', () => {
    for (const [code, iana] of [
      ['PT', PT],
      ['MT', 'America/Denver'],
      ['CT', 'America/Chicago'],
      ['ET', ET],
    ] as const) {
      expect(clock(offeredStarts(firm, DAY, iana), code)).toEqual([...SLOT_TIMES])
    }
  })

  it('turns a Pacific consultant’s 9 to 5 into Eastern noon to 8, in winter and in summer', () => {
    const pacific = schedule({ id: 'pacific', timeZone: PT })
    const eastern = (day: string) => clock(offeredStarts(pacific, day, ET), 'ET')
    const noonToEight = Array.from({ length: 16 }, (_, index) => {
      const minutes = h(12) + index * 30
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    })
    expect(eastern('2026-12-08')).toEqual(noonToEight)
    expect(eastern('2026-07-14')).toEqual(noonToEight)
    // Both sides of both changes: Sunday 8 March and Sunday 1 November 2026.
    expect(eastern('2026-03-06')).toEqual(noonToEight)
    expect(eastern('2026-03-09')).toEqual(noonToEight)
    expect(eastern('2026-10-30')).toEqual(noonToEight)
    expect(eastern('2026-11-02')).toEqual(noonToEight)
  })

  it('follows London’s own changes in the weeks when the US and the UK differ', () => {
    const london = schedule({ id: 'london', timeZone: 'Europe/London' })
    const first = (day: string) => clock(offeredStarts(london, day, ET), 'ET')[0]
    const last = (day: string) => clock(offeredStarts(london, day, ET), 'ET').at(-1)
    // Five hours apart most of the year: 9:00 in London is 4:00 in New York.
    expect([first('2026-03-06'), last('2026-03-06')]).toEqual(['04:00', '11:30'])
    // The US moved on 8 March, the UK on 29 March: four hours apart in between.
    expect([first('2026-03-10'), last('2026-03-10')]).toEqual(['05:00', '12:30'])
    expect([first('2026-03-30'), last('2026-03-30')]).toEqual(['04:00', '11:30'])
    // The UK moves back on 25 October, the US on 1 November.
    expect([first('2026-10-27'), last('2026-10-27')]).toEqual(['05:00', '12:30'])
    expect([first('2026-11-03'), last('2026-11-03')]).toEqual(['04:00', '11:30'])
  })

  it('takes hours that cross the visitor’s midnight from the consultant’s neighbouring days', () => {
    // In December Tokyo is 14 hours ahead of New York: Tuesday 14:00–17:00 there is 0:00–3:00
    // on Tuesday here, and Wednesday 9:00–17:00 there is 19:00 Tuesday to 3:00 Wednesday here.
    const tokyo = schedule({ id: 'tokyo', timeZone: 'Asia/Tokyo' })
    expect(clock(offeredStarts(tokyo, DAY, ET), 'ET')).toEqual([
      ...['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'],
      ...['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'],
    ])
  })

  it('uses a date’s override instead of the weekday, and none on time off', () => {
    const mei = schedule({
      id: 'mei',
      overrides: new Map([
        ['2026-12-08', [{ start: h(14), end: h(15, 30) }]],
        ['2026-12-09', []],
      ]),
      timeOff: [{ from: '2026-12-10', to: '2026-12-11' }],
    })
    expect(clock(offeredStarts(mei, '2026-12-08', ET), 'ET')).toEqual(['14:00', '14:30', '15:00'])
    expect(offeredStarts(mei, '2026-12-09', ET)).toEqual([])
    expect(offeredStarts(mei, '2026-12-10', ET)).toEqual([])
    expect(offeredStarts(mei, '2026-12-11', ET)).toEqual([])
    expect(offeredStarts(mei, '2026-12-14', ET)).toHaveLength(16)
  })

  it('counts time off in the consultant’s own days, not the visitor’s', () => {
    // Off on Wednesday in Tokyo: Tuesday evening in New York is Wednesday morning there, and
    // the small hours of Tuesday here are still Tuesday afternoon there.
    const tokyo = schedule({
      id: 'tokyo',
      timeZone: 'Asia/Tokyo',
      timeOff: [{ from: '2026-12-09', to: '2026-12-09' }],
    })
    expect(clock(offeredStarts(tokyo, DAY, ET), 'ET')).toEqual([
      ...['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'],
    ])
  })

  it('offers only whole consultations: a range that ends at 10:45 offers 10:00, not 10:30', () => {
    const short = schedule({
      id: 'short',
      weeklyHours: new Map([[2, [{ start: h(9, 45), end: h(10, 45) }]]]),
    })
    expect(clock(offeredStarts(short, DAY, ET), 'ET')).toEqual(['09:45', '10:15'])
  })
})

/** The instant of a wall-clock time ('10:30') of a day in a zone. */
const at = (day: string, time: string, zone = ET) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return instantOf(day, hours * 60 + minutes, zone)
}

function held(consultantId: string, startsAt: Date, buffers = NO_BUFFERS): Commitment {
  const blocked = blockedRange(startsAt, buffers)
  return { consultantId, startsAt, blockedFrom: blocked.from, blockedUntil: blocked.until }
}

describe('whether a consultant offers a start', () => {
  it('agrees with the starts built for the day, every quarter hour across the clock changes', () => {
    // Hours through the night, so the skipped and repeated hours of each change are worked:
    // London, New York and Lord Howe (whose clocks move half an hour) around their changes.
    const nightAndDay = new Map(
      ([1, 2, 3, 4, 5, 6, 7] as Weekday[]).map((day) => [
        day,
        [
          // Each change skips one of these hours (London 1 to 2, New York 2 to 3, Lord Howe
          // 2 to 2:30): their starts then land on the next hour's.
          { start: h(1), end: h(2) },
          { start: h(2), end: h(3) },
          { start: h(9), end: h(17) },
        ],
      ]),
    )
    // Two days around each change, in UTC days (the visitor's zone here): the starts built for
    // them against the answer for every quarter hour inside them.
    const windows = [
      { zone: 'Europe/London', days: ['2026-03-28', '2026-03-29'] },
      { zone: 'Europe/London', days: ['2026-10-24', '2026-10-25'] },
      { zone: ET, days: ['2026-03-08', '2026-03-09'] },
      { zone: ET, days: ['2026-11-01', '2026-11-02'] },
      { zone: 'Australia/Lord_Howe', days: ['2026-04-04', '2026-04-05'] },
      { zone: 'Australia/Lord_Howe', days: ['2026-10-03', '2026-10-04'] },
    ]
    let offered = 0
    for (const { zone, days } of windows) {
      const consultant = schedule({ id: zone, timeZone: zone, weeklyHours: nightAndDay })
      const built = new Set(
        days.flatMap((day) => offeredStarts(consultant, day, 'UTC').map((at) => at.getTime())),
      )
      const from = instantOf(days[0]!, 0, 'UTC').getTime()
      for (let at = from; at < from + days.length * 86_400_000; at += 15 * 60_000) {
        const answer = offers(consultant, new Date(at), 'UTC')
        if (answer) offered += 1
        expect([zone, new Date(at).toISOString(), answer]).toEqual([
          zone,
          new Date(at).toISOString(),
          built.has(at),
        ])
      }
    }
    // Not vacuous: 20 starts a day (4 at night, 16 by day), give or take the changes.
    expect(offered).toBeGreaterThan(6 * 2 * 18)
  })
})

describe('who is free', () => {
  const mei = schedule({ id: 'mei' })

  it('is not free over one of their consultations, and is free right after it', () => {
    const booked = [held('mei', at(DAY, '10:00'))]
    expect(isFree(mei, at(DAY, '10:00'), ET, booked, NO_BUFFERS)).toBe(false)
    expect(isFree(mei, at(DAY, '10:30'), ET, booked, NO_BUFFERS)).toBe(true)
    expect(isFree(mei, at(DAY, '09:30'), ET, booked, NO_BUFFERS)).toBe(true)
    // Another consultant's consultation does not make Mei busy.
    expect(isFree(mei, at(DAY, '10:00'), ET, [held('ravi', at(DAY, '10:00'))], NO_BUFFERS)).toBe(
      true,
    )
  })

  it('keeps the buffers of both consultations apart', () => {
    const buffers = { beforeMinutes: 15, afterMinutes: 15 }
    const booked = [held('mei', at(DAY, '10:00'), buffers)]
    // 10:30 would start in the 15 minutes after 10:00's consultation.
    expect(isFree(mei, at(DAY, '10:30'), ET, booked, buffers)).toBe(false)
    expect(isFree(mei, at(DAY, '09:30'), ET, booked, buffers)).toBe(false)
    expect(isFree(mei, at(DAY, '11:00'), ET, booked, buffers)).toBe(true)
    expect(isFree(mei, at(DAY, '09:00'), ET, booked, buffers)).toBe(true)
    // An after-buffer alone: 10:30 must wait for it, 9:30 need not.
    const after = { beforeMinutes: 0, afterMinutes: 15 }
    const heldAfter = [held('mei', at(DAY, '10:00'), after)]
    expect(isFree(mei, at(DAY, '10:30'), ET, heldAfter, after)).toBe(false)
    expect(isFree(mei, at(DAY, '11:00'), ET, heldAfter, after)).toBe(true)
    expect(isFree(mei, at(DAY, '09:00'), ET, heldAfter, after)).toBe(true)
  })

  it('stops at the daily cap, counted on the consultant’s own day', () => {
    const capped = schedule({ id: 'mei', dailyCap: 2 })
    const booked = [held('mei', at(DAY, '09:00')), held('mei', at(DAY, '15:00'))]
    expect(isFree(capped, at(DAY, '11:00'), ET, booked, NO_BUFFERS)).toBe(false)
    expect(isFree(capped, at('2026-12-09', '11:00'), ET, booked, NO_BUFFERS)).toBe(true)
    expect(isFree(capped, at(DAY, '11:00'), ET, booked.slice(1), NO_BUFFERS)).toBe(true)
  })

  it('is never free outside their hours', () => {
    expect(isFree(mei, at(DAY, '08:30'), ET, [], NO_BUFFERS)).toBe(false)
    expect(isFree(mei, at(DAY, '17:00'), ET, [], NO_BUFFERS)).toBe(false)
    expect(isFree(mei, at('2026-12-12', '10:00'), ET, [], NO_BUFFERS)).toBe(false)
  })
})

describe('the day a visitor is offered', () => {
  const mei = schedule({ id: 'mei' })
  const ravi = schedule({ id: 'ravi', timeZone: PT })

  it('offers the union, free while any one consultant is', () => {
    const booked = [held('mei', at(DAY, '13:00')), held('mei', at(DAY, '10:00'))]
    const day = offeredDay([mei, ravi], DAY, ET, booked, rules)
    const times = (free: boolean) =>
      day
        .filter((start) => start.free === free)
        .map((start) => zonedDayAndTime(start.startsAt, 'ET').time)
    // Mei works 9 to 5 Eastern, Ravi 9 to 5 Pacific (noon to 8 Eastern): 13:00 is Ravi's.
    expect(times(false)).toEqual(['10:00'])
    expect(day).toHaveLength(22)
    expect(times(true)).toContain('13:00')
    expect(times(true)).toContain('19:30')
  })

  it('offers nothing closer than the minimum notice', () => {
    const now = new Date(at(DAY, '09:10').getTime())
    const day = offeredDay([mei], DAY, ET, [], { ...rules, now, noticeMinutes: 120 })
    const firstFree = day.find((start) => start.free)
    expect(zonedDayAndTime(firstFree!.startsAt, 'ET').time).toBe('11:30')
    // Without notice, a start still ahead is free.
    const soon = offeredDay([mei], DAY, ET, [], { ...rules, now, noticeMinutes: 0 })
    expect(zonedDayAndTime(soon.find((start) => start.free)!.startsAt, 'ET').time).toBe('09:30')
  })
})

describe('fair order', () => {
  const noLoad: AssignmentLoad = { bookedThisWeek: 0, lastBookedAt: null }
  it('puts the fewest bookings relative to weight first, then the least recently booked', () => {
    const people = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 2 },
      { id: 'c', weight: 1 },
    ]
    const loads: Record<string, AssignmentLoad> = {
      a: { bookedThisWeek: 2, lastBookedAt: new Date('2026-11-20T10:00:00Z') },
      b: { bookedThisWeek: 3, lastBookedAt: new Date('2026-11-21T10:00:00Z') },
      c: { bookedThisWeek: 2, lastBookedAt: new Date('2026-11-19T10:00:00Z') },
    }
    // b has 1.5 per unit of weight, a and c 2; of a and c, c was booked longer ago.
    expect(fairOrder(people, (p) => loads[p.id]!).map((p) => p.id)).toEqual(['b', 'c', 'a'])
    expect(fairOrder(people, () => noLoad).map((p) => p.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('hour ranges', () => {
  it('refuses ranges that end before they start, leave the day or overlap', () => {
    expect(
      rangesProblem([
        { start: h(9), end: h(12) },
        { start: h(13), end: h(17) },
      ]),
    ).toBeUndefined()
    expect(rangesProblem([{ start: h(12), end: h(9) }])).toBe('The end must be after the start')
    expect(rangesProblem([{ start: h(9), end: h(9) }])).toBe('The end must be after the start')
    expect(rangesProblem([{ start: h(20), end: h(25) }])).toBe('Times must be within the day')
    expect(
      rangesProblem([
        { start: h(9), end: h(12) },
        { start: h(11), end: h(14) },
      ]),
    ).toBe('The ranges must not overlap')
  })
})
