import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { newStaffMember, staffConsole } from '#test-support/staff-console'
import {
  bookingRulesForConsole,
  calendarForConsole,
} from '@/features/booking/availability-admin.server'
import { auditLog, consultants } from '@/server/db/schema'
import {
  addCalendarEndpoint,
  CALENDAR_CHANGED,
  NO_SUCH_CALENDAR,
  saveCalendarEndpoint,
  saveRulesEndpoint,
} from './availability-endpoints'

/*
 * The availability screens' endpoints as a browser calls them (issue 28): who may give a
 * consultant a calendar, change a calendar, and change the firm's rules, checked through the real
 * staff sign-in with an authenticator app, on a real database.
 */

describe('the availability endpoints', () => {
  const db = emptyDatabaseEachTest()

  it('consultants change only their own calendar; the firm’s rules and new calendars are for owners and admins', async () => {
    const site = staffConsole(db)
    const route = {
      add: site.route(addCalendarEndpoint(site.dependencies)),
      save: site.route(saveCalendarEndpoint(site.dependencies)),
      rules: site.route(saveRulesEndpoint(site.dependencies)),
    }
    const admin = await newStaffMember(db(), 'admin@firm.example', 'admin', 'Ada Admin')
    const ravi = await newStaffMember(db(), 'ravi@firm.example', 'consultant', 'Ravi Patel')
    const dana = await newStaffMember(db(), 'dana@firm.example', 'consultant', 'Dana Kim')
    const asAdmin = await site.signedIn('admin@firm.example', '203.0.113.1')
    const asRavi = await site.signedIn('ravi@firm.example', '203.0.113.2')
    const asDana = await site.signedIn('dana@firm.example', '203.0.113.3')
    const nobody = site.client('203.0.113.4')

    // Giving a consultant a calendar: owners and admins only, never a consultant for themselves.
    expect((await nobody(route.add, { staffUserId: ravi.userId })).status).toBe(401)
    expect(await asDana(route.add, { staffUserId: dana.userId })).toEqual({
      status: 403,
      body: { error: 'Your role does not allow this.' },
    })
    const added = await asAdmin(route.add, { staffUserId: ravi.userId })
    expect(added.status).toBe(201)
    const raviCalendar = String(added.body.id)
    expect((await asAdmin(route.add, { staffUserId: ravi.userId })).body).toMatchObject({
      fields: { staffUserId: 'This consultant already has a calendar.' },
    })
    expect(await db().select().from(consultants)).toHaveLength(1)

    // Ravi changes his own hours; Dana cannot change his, and learns nothing of whether it exists.
    const shown = (await calendarForConsole(db(), raviCalendar))!
    // What the console's form sends: the calendar's settings and the version it showed.
    const form = {
      active: shown.active,
      timeZone: shown.timeZone,
      hoursFollowVisitorZone: shown.hoursFollowVisitorZone,
      weeklyHours: shown.weeklyHours,
      dailyCap: shown.dailyCap,
      weight: shown.weight,
      overrides: shown.overrides,
      timeOff: shown.timeOff,
      version: shown.version,
    }
    const saturday = {
      ...form,
      weeklyHours: { ...form.weeklyHours, '6': [{ start: 600, end: 720 }] },
    }
    const params = { id: raviCalendar }
    expect(await asDana(route.save, saturday, params)).toEqual({
      status: 404,
      body: { error: NO_SUCH_CALENDAR },
    })
    expect(await asDana(route.save, saturday, { id: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { error: NO_SUCH_CALENDAR },
    })
    expect((await calendarForConsole(db(), raviCalendar))?.weeklyHours['6']).toEqual([])
    expect(await asRavi(route.save, saturday, params)).toEqual({
      status: 200,
      body: { saved: true },
    })
    expect((await calendarForConsole(db(), raviCalendar))?.weeklyHours['6']).toEqual([
      { start: 600, end: 720 },
    ])

    // The form he had open is out of date now: a second save is refused, not silently applied.
    expect(await asAdmin(route.save, { ...saturday, weight: 50 }, params)).toEqual({
      status: 409,
      body: { error: CALENDAR_CHANGED },
    })
    // Overlapping ranges are refused by the server as by the form.
    const current = (await calendarForConsole(db(), raviCalendar))!.version
    const overlapping = {
      ...saturday,
      version: current,
      weeklyHours: {
        ...saturday.weeklyHours,
        '1': [
          { start: 540, end: 720 },
          { start: 660, end: 900 },
        ],
      },
    }
    expect((await asRavi(route.save, overlapping, params)).status).toBe(422)

    // The firm's rules: a consultant is refused, an admin's change applies at once.
    const rules = {
      closeOnFederalHolidays: false,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 240,
      horizonDays: 30,
      closedDays: [{ from: '2026-12-24', to: '2026-12-26' }],
    }
    const before = await bookingRulesForConsole(db())
    expect((await asRavi(route.rules, rules)).status).toBe(403)
    expect(await bookingRulesForConsole(db())).toEqual(before)
    expect(await asAdmin(route.rules, rules)).toEqual({ status: 200, body: { saved: true } })
    expect(await bookingRulesForConsole(db())).toEqual({
      closeOnFederalHolidays: false,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 240,
      horizonDays: 30,
      closedDays: [{ from: '2026-12-24', to: '2026-12-26' }],
    })

    // Every change is in the audit log, by whom it was made; the refusals changed nothing there.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'availability.manage'))
    expect(audit.map((row) => [row.actorId, row.targetId, row.detail])).toEqual(
      expect.arrayContaining([
        [admin.userId, raviCalendar, { created: true }],
        [ravi.userId, raviCalendar, { active: true, overrides: 0, timeOff: 0 }],
      ]),
    )
    expect(audit).toHaveLength(2)
    const ruleChanges = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'booking-rules.manage'))
    expect(ruleChanges).toHaveLength(1)
  })
})
