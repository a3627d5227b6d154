import { beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import type { Database } from './client'
import { FIRM_CALENDAR_ID } from './firm-calendar'
import { bookingSettings, consultants, firmClosedDays } from './schema'
import { seedBookingRules } from './seed'

describe('seeding the booking rules', () => {
  const freshDatabase = databaseEachTest()
  let db: Database
  beforeEach(async () => {
    db = (await freshDatabase()).db
  })

  it('gives a new database the firm’s calendar and the rules, once, from the deprecated variables', async () => {
    const legacy = {
      horizonDays: 90,
      closedRanges: [
        { from: '2026-12-24', to: '2026-12-24' },
        { from: '2026-12-28', to: '2026-12-31' },
      ],
    }
    expect(await seedBookingRules(db, legacy)).toBe(true)
    expect(await db.select().from(bookingSettings)).toEqual([
      expect.objectContaining({
        horizonDays: 90,
        minimumNoticeMinutes: 120,
        closeOnFederalHolidays: true,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
      }),
    ])
    expect(await db.select().from(consultants)).toEqual([
      expect.objectContaining({
        id: FIRM_CALENDAR_ID,
        staffUserId: null,
        hoursFollowVisitorZone: true,
        active: true,
        weeklyHours: expect.objectContaining({
          '2': [
            { start: 540, end: 720 },
            { start: 780, end: 1020 },
          ],
        }),
      }),
    ])
    expect((await db.select().from(firmClosedDays)).map((day) => [day.fromDay, day.toDay])).toEqual(
      [
        ['2026-12-24', '2026-12-24'],
        ['2026-12-28', '2026-12-31'],
      ],
    )

    // Staff changed the horizon and removed the closed days; the variables are not read again.
    await db.update(bookingSettings).set({ horizonDays: 30 })
    await db.delete(firmClosedDays)
    expect(await seedBookingRules(db, legacy)).toBe(false)
    expect((await db.select().from(bookingSettings))[0]?.horizonDays).toBe(30)
    expect(await db.select().from(firmClosedDays)).toEqual([])
  })
})
