import { describe, expect, it } from 'vitest'
import {
  CONSULTATION_MINUTES,
  SLOT_TIMES,
  addDays,
  isIsoDay,
  isSlotTime,
  isWeekend,
  slotLabel,
  slotStart,
  todayIn,
  zonedDayAndTime,
} from './slots'
import {
  TIME_ZONES,
  TIME_ZONE_CODES,
  isTimeZoneCode,
  timeZoneCodeFor,
  type TimeZoneCode,
} from './time-zones'

describe('the bookable slots', () => {
  it('are the 14 half-hour starts from 9:00 to 11:30 and from 13:00 to 16:30', () => {
    expect(SLOT_TIMES).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
    expect(SLOT_TIMES).toHaveLength(14)
    expect(SLOT_TIMES).not.toContain('12:00')
    expect(SLOT_TIMES).not.toContain('12:30')
    expect(CONSULTATION_MINUTES).toBe(30)
  })

  it('are labelled on a 12-hour clock', () => {
    expect(SLOT_TIMES.map(slotLabel)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ])
    expect(SLOT_TIMES.map(slotLabel).filter((label) => label.startsWith('12'))).toEqual([])
  })

  it('labels noon and midnight as 12 on the 12-hour clock', () => {
    expect(slotLabel('12:30')).toBe('12:30 PM')
    expect(slotLabel('00:00')).toBe('12:00 AM')
  })

  it.each([
    ['09:00', true],
    ['16:30', true],
    ['12:00', false],
    ['12:30', false],
    ['17:00', false],
    ['08:30', false],
    ['9:00', false],
    ['09:15', false],
    ['', false],
    [900, false],
    [undefined, false],
  ])('isSlotTime(%j) is %s', (value, expected) => {
    expect(isSlotTime(value)).toBe(expected)
  })
})

describe('isIsoDay', () => {
  it.each(['2026-03-08', '2026-12-31', '2028-02-29', '2000-02-29', '2027-01-01'])(
    'accepts the real day %s',
    (day) => {
      expect(isIsoDay(day)).toBe(true)
    },
  )

  it.each([
    '2026-02-30',
    '2027-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-00',
    '2026-1-5',
    '2026-01-5',
    '26-01-05',
    '12/08/2026',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
  ])('rejects %j', (day) => {
    expect(isIsoDay(day)).toBe(false)
  })

  it.each([undefined, null, 20260105, new Date('2026-01-05T00:00:00Z'), ['2026-01-05']])(
    'rejects the non-string %j',
    (value) => {
      expect(isIsoDay(value)).toBe(false)
    },
  )
})

describe('slotStart', () => {
  // Standard time: PT −8, MT −7, CT −6, ET −5. Daylight time (from Sunday 2026-03-08 until
  // Sunday 2026-11-01): PT −7, MT −6, CT −5, ET −4. Expected instants are written out by hand.
  const nineAm: [string, TimeZoneCode, string][] = [
    // The last weekday before daylight saving time starts.
    ['2026-03-06', 'PT', '2026-03-06T17:00:00.000Z'],
    ['2026-03-06', 'MT', '2026-03-06T16:00:00.000Z'],
    ['2026-03-06', 'CT', '2026-03-06T15:00:00.000Z'],
    ['2026-03-06', 'ET', '2026-03-06T14:00:00.000Z'],
    // The transition Sunday itself: 9:00 AM is after the 2:00 AM jump.
    ['2026-03-08', 'PT', '2026-03-08T16:00:00.000Z'],
    ['2026-03-08', 'ET', '2026-03-08T13:00:00.000Z'],
    // The first weekday of daylight saving time.
    ['2026-03-09', 'PT', '2026-03-09T16:00:00.000Z'],
    ['2026-03-09', 'MT', '2026-03-09T15:00:00.000Z'],
    ['2026-03-09', 'CT', '2026-03-09T14:00:00.000Z'],
    ['2026-03-09', 'ET', '2026-03-09T13:00:00.000Z'],
    // The last weekday of daylight saving time.
    ['2026-10-30', 'PT', '2026-10-30T16:00:00.000Z'],
    ['2026-10-30', 'MT', '2026-10-30T15:00:00.000Z'],
    ['2026-10-30', 'CT', '2026-10-30T14:00:00.000Z'],
    ['2026-10-30', 'ET', '2026-10-30T13:00:00.000Z'],
    // The transition Sunday itself: 9:00 AM is after the 2:00 AM fall back.
    ['2026-11-01', 'PT', '2026-11-01T17:00:00.000Z'],
    ['2026-11-01', 'ET', '2026-11-01T14:00:00.000Z'],
    // The first weekday back on standard time.
    ['2026-11-02', 'PT', '2026-11-02T17:00:00.000Z'],
    ['2026-11-02', 'MT', '2026-11-02T16:00:00.000Z'],
    ['2026-11-02', 'CT', '2026-11-02T15:00:00.000Z'],
    ['2026-11-02', 'ET', '2026-11-02T14:00:00.000Z'],
  ]

  it.each(nineAm)('9:00 AM on %s in %s is %s', (day, zone, expected) => {
    expect(slotStart(day, '09:00', zone).toISOString()).toBe(expected)
  })

  it.each([
    ['2026-03-06', 'ET', '2026-03-06T21:30:00.000Z'],
    ['2026-03-09', 'CT', '2026-03-09T21:30:00.000Z'],
    ['2026-10-30', 'MT', '2026-10-30T22:30:00.000Z'],
    // 4:30 PM Pacific in winter is already the next day in UTC.
    ['2026-11-02', 'PT', '2026-11-03T00:30:00.000Z'],
    ['2026-10-30', 'PT', '2026-10-30T23:30:00.000Z'],
  ] as [string, TimeZoneCode, string][])('4:30 PM on %s in %s is %s', (day, zone, expected) => {
    expect(slotStart(day, '16:30', zone).toISOString()).toBe(expected)
  })

  it('puts every slot of a day 30 minutes apart in every zone, with the lunch gap', () => {
    for (const zone of TIME_ZONE_CODES) {
      for (const day of ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02']) {
        const starts = SLOT_TIMES.map((time) => slotStart(day, time, zone).getTime())
        const gaps = starts.slice(1).map((start, index) => (start - starts[index]!) / 60_000)
        expect(gaps).toEqual([30, 30, 30, 30, 30, 90, 30, 30, 30, 30, 30, 30, 30])
      }
    }
  })

  it('round-trips through zonedDayAndTime for every slot and zone', () => {
    for (const zone of TIME_ZONE_CODES) {
      for (const day of ['2026-03-06', '2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02']) {
        for (const time of SLOT_TIMES) {
          expect(zonedDayAndTime(slotStart(day, time, zone), zone)).toEqual({ day, time })
        }
      }
    }
  })
})

describe('todayIn', () => {
  it('follows each zone’s calendar around midnight', () => {
    // 06:30 UTC on 2026-11-22 is 01:30 ET and 00:30 CT on the 22nd, 23:30 MT and 22:30 PT on the 21st.
    const now = new Date('2026-11-22T06:30:00Z')
    expect(todayIn('ET', now)).toBe('2026-11-22')
    expect(todayIn('CT', now)).toBe('2026-11-22')
    expect(todayIn('MT', now)).toBe('2026-11-21')
    expect(todayIn('PT', now)).toBe('2026-11-21')
  })

  it('turns the day at local midnight, in winter and in summer', () => {
    expect(todayIn('ET', new Date('2026-11-22T04:59:59.999Z'))).toBe('2026-11-21')
    expect(todayIn('ET', new Date('2026-11-22T05:00:00.000Z'))).toBe('2026-11-22')
    expect(todayIn('PT', new Date('2026-11-22T07:59:59.999Z'))).toBe('2026-11-21')
    expect(todayIn('PT', new Date('2026-11-22T08:00:00.000Z'))).toBe('2026-11-22')
    expect(todayIn('ET', new Date('2026-07-01T03:59:59.999Z'))).toBe('2026-06-30')
    expect(todayIn('ET', new Date('2026-07-01T04:00:00.000Z'))).toBe('2026-07-01')
    expect(todayIn('MT', new Date('2026-07-01T05:59:59.999Z'))).toBe('2026-06-30')
    expect(todayIn('MT', new Date('2026-07-01T06:00:00.000Z'))).toBe('2026-07-01')
  })

  it('crosses the year in each zone at its own midnight', () => {
    const now = new Date('2027-01-01T05:30:00Z')
    expect(todayIn('ET', now)).toBe('2027-01-01')
    expect(todayIn('CT', now)).toBe('2026-12-31')
    expect(todayIn('PT', now)).toBe('2026-12-31')
  })
})

describe('zonedDayAndTime', () => {
  it('gives the wall-clock day and time of an instant', () => {
    const instant = new Date('2026-11-22T06:30:00Z')
    expect(zonedDayAndTime(instant, 'ET')).toEqual({ day: '2026-11-22', time: '01:30' })
    expect(zonedDayAndTime(instant, 'CT')).toEqual({ day: '2026-11-22', time: '00:30' })
    expect(zonedDayAndTime(instant, 'MT')).toEqual({ day: '2026-11-21', time: '23:30' })
    expect(zonedDayAndTime(instant, 'PT')).toEqual({ day: '2026-11-21', time: '22:30' })
  })

  it('skips the missing hour when daylight saving time starts and repeats one when it ends', () => {
    expect(zonedDayAndTime(new Date('2026-03-08T06:59:00Z'), 'ET')).toEqual({
      day: '2026-03-08',
      time: '01:59',
    })
    expect(zonedDayAndTime(new Date('2026-03-08T07:00:00Z'), 'ET')).toEqual({
      day: '2026-03-08',
      time: '03:00',
    })
    expect(zonedDayAndTime(new Date('2026-11-01T05:30:00Z'), 'ET')).toEqual({
      day: '2026-11-01',
      time: '01:30',
    })
    expect(zonedDayAndTime(new Date('2026-11-01T06:30:00Z'), 'ET')).toEqual({
      day: '2026-11-01',
      time: '01:30',
    })
  })
})

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
    ['2026-11-22', 60, '2027-01-21'],
    ['2027-12-31', 366, '2028-12-31'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s %+d days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected)
  })
})

describe('isWeekend', () => {
  it.each([
    ['2026-03-06', false], // Friday
    ['2026-03-07', true], // Saturday
    ['2026-03-08', true], // Sunday
    ['2026-03-09', false], // Monday
    ['2026-07-04', true], // Saturday
    ['2027-12-25', true], // Saturday
    ['2028-01-01', true], // Saturday
    ['2028-02-29', false], // Tuesday
    ['2026-12-31', false], // Thursday
  ])('%s → %s', (day, expected) => {
    expect(isWeekend(day)).toBe(expected)
  })
})

describe('time zones', () => {
  it('offers PT, MT, CT and ET in that order, each on its IANA zone', () => {
    expect(TIME_ZONE_CODES).toEqual(['PT', 'MT', 'CT', 'ET'])
    expect(TIME_ZONES).toEqual({
      PT: { label: 'Pacific Time (PT)', iana: 'America/Los_Angeles' },
      MT: { label: 'Mountain Time (MT)', iana: 'America/Denver' },
      CT: { label: 'Central Time (CT)', iana: 'America/Chicago' },
      ET: { label: 'Eastern Time (ET)', iana: 'America/New_York' },
    })
  })

  it.each([
    ['America/New_York', 'ET'],
    ['America/Detroit', 'ET'],
    ['America/Chicago', 'CT'],
    ['America/Denver', 'MT'],
    ['America/Boise', 'MT'],
    ['America/Los_Angeles', 'PT'],
    ['US/Pacific', 'PT'],
    // Arizona keeps standard time all year, so it shares no clock with MT or PT.
    ['America/Phoenix', undefined],
    ['Pacific/Honolulu', undefined],
    ['Europe/London', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('timeZoneCodeFor(%j) is %j', (iana, expected) => {
    expect(timeZoneCodeFor(iana)).toBe(expected)
  })

  it('maps every zone’s own IANA name back to its code', () => {
    for (const code of TIME_ZONE_CODES) {
      expect(timeZoneCodeFor(TIME_ZONES[code].iana)).toBe(code)
    }
  })

  it.each([
    ['PT', true],
    ['MT', true],
    ['CT', true],
    ['ET', true],
    ['EST', false],
    ['et', false],
    ['America/New_York', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isTimeZoneCode(%j) is %s', (value, expected) => {
    expect(isTimeZoneCode(value)).toBe(expected)
  })
})
