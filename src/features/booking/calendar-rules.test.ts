import { describe, expect, it } from 'vitest'
import { parseClosedDates, parseEnv } from '@/config/env.server'
import {
  bookingPolicyFromEnv,
  dayClosure,
  federalHolidayOn,
  lastBookableDay,
  type BookingPolicy,
} from './calendar-rules.server'

const policy: BookingPolicy = { horizonDays: 60, closedRanges: [] }

const weekendClosure = {
  reason: 'weekend',
  message: 'Consultations run Monday to Friday. Please select a weekday',
}
const pastClosure = { reason: 'past', message: 'Please select a future date' }

function holidayClosure(name: string) {
  const message = `We are closed for ${name.replace(/\.$/, '')}. Please select another date`
  return { reason: 'holiday', message }
}

describe('federalHolidayOn', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Birthday of Martin Luther King, Jr.'],
    ['2026-02-16', "Washington's Birthday"],
    ['2026-05-25', 'Memorial Day'],
    ['2026-06-19', 'Juneteenth National Independence Day'],
    // July 4, 2026 is a Saturday: observed on Friday, July 3.
    ['2026-07-03', 'Independence Day'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
    // Christmas 2027 is a Saturday: observed on Friday, December 24.
    ['2027-12-24', 'Christmas Day'],
    // Independence Day 2027 is a Sunday: observed on Monday, July 5.
    ['2027-07-05', 'Independence Day'],
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    ['2027-12-31', "New Year's Day"],
  ])('%s is %s', (day, name) => {
    expect(federalHolidayOn(day)).toBe(name)
  })

  it.each([
    '2026-07-04', // the Saturday itself
    '2027-07-04', // the Sunday itself
    '2027-12-25',
    '2028-01-01',
    '2026-11-27', // the day after Thanksgiving is no federal holiday
    '2026-12-24',
    '2026-12-31',
    '2026-03-09',
  ])('%s is no observed holiday', (day) => {
    expect(federalHolidayOn(day)).toBeUndefined()
  })

  it('finds exactly the eleven observed holidays of 2026', () => {
    const found: string[] = []
    for (let day = '2026-01-01'; day <= '2026-12-31';) {
      if (federalHolidayOn(day)) found.push(day)
      const next = new Date(`${day}T00:00:00Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      day = next.toISOString().slice(0, 10)
    }
    expect(found).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ])
  })
})

describe('lastBookableDay', () => {
  it('is today plus the horizon, today judged in the zone', () => {
    // 06:30 UTC on Tuesday 2026-11-24: the 24th in ET, still the 23rd in PT.
    const now = new Date('2026-11-24T06:30:00Z')
    expect(lastBookableDay('ET', policy, now)).toBe('2027-01-23')
    expect(lastBookableDay('PT', policy, now)).toBe('2027-01-22')
    expect(lastBookableDay('ET', { horizonDays: 1, closedRanges: [] }, now)).toBe('2026-11-25')
  })
})

describe('dayClosure', () => {
  // Noon ET on Sunday 2026-11-22: the same calendar day in all four zones.
  const sundayNoon = new Date('2026-11-22T17:00:00Z')

  it('refuses past days', () => {
    expect(dayClosure('2026-11-20', 'ET', policy, sundayNoon)).toEqual(pastClosure)
    expect(dayClosure('2025-12-01', 'PT', policy, sundayNoon)).toEqual(pastClosure)
  })

  it('accepts today when it is a working day', () => {
    const mondayMorning = new Date('2026-11-23T14:00:00Z')
    expect(dayClosure('2026-11-23', 'ET', policy, mondayMorning)).toBeUndefined()
    expect(dayClosure('2026-11-20', 'ET', policy, mondayMorning)).toEqual(pastClosure)
  })

  it('accepts day 60 and refuses day 61 by default', () => {
    expect(dayClosure('2027-01-21', 'ET', policy, sundayNoon)).toBeUndefined() // Thursday, day 60
    expect(dayClosure('2027-01-22', 'ET', policy, sundayNoon)).toEqual({
      reason: 'beyond-horizon',
      message: 'Please select a date within the next 60 days',
    }) // Friday, day 61
    expect(dayClosure('2027-06-01', 'ET', policy, sundayNoon)?.reason).toBe('beyond-horizon')
  })

  it('names the configured horizon in its message', () => {
    const short = { horizonDays: 14, closedRanges: [] }
    expect(dayClosure('2026-12-04', 'ET', short, sundayNoon)).toBeUndefined() // day 12
    expect(dayClosure('2026-12-07', 'ET', short, sundayNoon)).toEqual({
      reason: 'beyond-horizon',
      message: 'Please select a date within the next 14 days',
    }) // day 15
  })

  it('judges past and horizon by the calendar of the visitor’s zone', () => {
    // 01:30 on Tuesday the 24th in ET; 22:30 on Monday the 23rd in PT.
    const now = new Date('2026-11-24T06:30:00Z')
    expect(dayClosure('2026-11-23', 'ET', policy, now)).toEqual(pastClosure)
    expect(dayClosure('2026-11-23', 'PT', policy, now)).toBeUndefined()
    expect(dayClosure('2027-01-22', 'PT', policy, now)).toBeUndefined() // day 60 in PT
    expect(dayClosure('2027-01-22', 'ET', policy, now)).toBeUndefined() // day 59 in ET
    expect(dayClosure('2027-01-25', 'PT', policy, now)?.reason).toBe('beyond-horizon')
  })

  it('refuses Saturdays and Sundays', () => {
    expect(dayClosure('2026-11-22', 'ET', policy, sundayNoon)).toEqual(weekendClosure) // today
    expect(dayClosure('2026-11-28', 'ET', policy, sundayNoon)).toEqual(weekendClosure)
    expect(dayClosure('2026-11-29', 'PT', policy, sundayNoon)).toEqual(weekendClosure)
    expect(dayClosure('2026-11-27', 'ET', policy, sundayNoon)).toBeUndefined()
  })

  it('refuses observed federal holidays and names them', () => {
    const newYearsEve2025 = new Date('2025-12-31T17:00:00Z')
    const wholeYear = { horizonDays: 365, closedRanges: [] }
    const holidays: [string, string][] = [
      ['2026-01-01', "New Year's Day"],
      ['2026-01-19', 'Birthday of Martin Luther King, Jr.'],
      ['2026-02-16', "Washington's Birthday"],
      ['2026-05-25', 'Memorial Day'],
      ['2026-06-19', 'Juneteenth National Independence Day'],
      ['2026-07-03', 'Independence Day'],
      ['2026-09-07', 'Labor Day'],
      ['2026-10-12', 'Columbus Day'],
      ['2026-11-11', 'Veterans Day'],
      ['2026-11-26', 'Thanksgiving Day'],
      ['2026-12-25', 'Christmas Day'],
    ]
    for (const [day, name] of holidays) {
      expect(dayClosure(day, 'ET', wholeYear, newYearsEve2025)).toEqual(holidayClosure(name))
    }
    // A name that ends with its own period does not get a second one.
    expect(dayClosure('2026-01-19', 'ET', wholeYear, newYearsEve2025)?.message).toBe(
      'We are closed for Birthday of Martin Luther King, Jr. Please select another date',
    )
    expect(dayClosure('2026-11-26', 'ET', policy, sundayNoon)).toEqual({
      reason: 'holiday',
      message: 'We are closed for Thanksgiving Day. Please select another date',
    })
  })

  it('opens federal holidays when the firm does not close on them, and keeps weekends and closed days', () => {
    const open: BookingPolicy = {
      horizonDays: 60,
      closedRanges: [{ from: '2026-12-24', to: '2026-12-24' }],
      closeOnFederalHolidays: false,
    }
    expect(dayClosure('2026-11-26', 'ET', open, sundayNoon)).toBeUndefined()
    expect(dayClosure('2026-12-25', 'ET', open, sundayNoon)).toBeUndefined()
    expect(dayClosure('2026-11-28', 'ET', open, sundayNoon)).toEqual(weekendClosure)
    expect(dayClosure('2026-12-24', 'ET', open, sundayNoon)).toMatchObject({ reason: 'closed' })
  })

  it('refuses the Fridays on which Saturday holidays are observed, across the year end', () => {
    const earlyDecember2027 = new Date('2027-12-01T17:00:00Z')
    expect(dayClosure('2027-12-24', 'ET', policy, earlyDecember2027)).toEqual(
      holidayClosure('Christmas Day'),
    )
    expect(dayClosure('2027-12-31', 'PT', policy, earlyDecember2027)).toEqual(
      holidayClosure("New Year's Day"),
    )
    expect(dayClosure('2027-12-30', 'PT', policy, earlyDecember2027)).toBeUndefined()
    expect(dayClosure('2028-01-03', 'PT', policy, earlyDecember2027)).toBeUndefined()
  })

  describe('closed dates', () => {
    const ranges = parseClosedDates('2026-12-24, 2026-12-28..2026-12-31, 2027-01-05..2027-01-07')
    const closedPolicy: BookingPolicy = { horizonDays: 60, closedRanges: ranges ?? [] }
    const earlyDecember = new Date('2026-12-01T17:00:00Z')
    const closed = {
      reason: 'closed',
      message: 'Our office is closed on this date. Please select another date',
    }

    it('come from BOOKING_CLOSED_DATES', () => {
      expect(ranges).toEqual([
        { from: '2026-12-24', to: '2026-12-24' },
        { from: '2026-12-28', to: '2026-12-31' },
        { from: '2027-01-05', to: '2027-01-07' },
      ])
    })

    it.each([
      ['2026-12-23', undefined],
      ['2026-12-24', closed],
      ['2026-12-28', closed], // first day of a range
      ['2026-12-29', closed],
      ['2026-12-31', closed], // last day of a range
      ['2027-01-04', undefined],
      ['2027-01-05', closed],
      ['2027-01-07', closed],
      ['2027-01-08', undefined],
    ])('%s → %j', (day, expected) => {
      expect(dayClosure(day, 'ET', closedPolicy, earlyDecember)).toEqual(expected)
    })

    it('give way to the weekend and holiday messages', () => {
      expect(dayClosure('2026-12-25', 'ET', closedPolicy, earlyDecember)).toEqual(
        holidayClosure('Christmas Day'),
      )
      expect(
        dayClosure(
          '2026-12-26',
          'ET',
          { horizonDays: 60, closedRanges: [{ from: '2026-12-21', to: '2026-12-31' }] },
          earlyDecember,
        ),
      ).toEqual(weekendClosure)
    })

    it('give way to past and beyond-horizon', () => {
      const afterChristmas = new Date('2026-12-29T17:00:00Z')
      expect(dayClosure('2026-12-28', 'ET', closedPolicy, afterChristmas)).toEqual(pastClosure)
      expect(
        dayClosure(
          '2027-01-07',
          'ET',
          { horizonDays: 30, closedRanges: closedPolicy.closedRanges },
          earlyDecember,
        ),
      ).toEqual({
        reason: 'beyond-horizon',
        message: 'Please select a date within the next 30 days',
      })
    })
  })
})

describe('bookingPolicyFromEnv', () => {
  it('defaults to 60 days and no closed dates', () => {
    expect(bookingPolicyFromEnv(parseEnv({}))).toEqual({ horizonDays: 60, closedRanges: [] })
  })

  it('reads BOOKING_HORIZON_DAYS and BOOKING_CLOSED_DATES', () => {
    const env = parseEnv({
      BOOKING_HORIZON_DAYS: '90',
      BOOKING_CLOSED_DATES: '2026-12-24,2026-12-28..2026-12-31',
    })
    expect(bookingPolicyFromEnv(env)).toEqual({
      horizonDays: 90,
      closedRanges: [
        { from: '2026-12-24', to: '2026-12-24' },
        { from: '2026-12-28', to: '2026-12-31' },
      ],
    })
  })
})
