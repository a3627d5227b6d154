import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import {
  bookingRulesForConsole,
  calendarsForConsole,
  consultantsWithoutCalendar,
} from '@/features/booking/availability-admin.server'
import { BookingRulesForm } from '@/features/booking/availability/booking-rules-form'
import { NewCalendar } from '@/features/booking/availability/new-calendar'
import { weeklyHoursSummary } from '@/features/booking/availability/hours-summary'
import { decide } from '@/features/staff/policy'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Availability' }

/**
 * The calendars bookings land on and the firm's rules (issue 28): owners and admins see and
 * change every calendar and the rules; a consultant sees and changes their own calendar.
 */
export default async function AvailabilityPage() {
  const { member } = await requireStaffPage('availability.view')
  const db = getDb()
  const everyone = decide(member, 'booking-rules.manage').allowed
  const [calendars, rules, withoutCalendar] = await Promise.all([
    calendarsForConsole(db, everyone ? {} : { staffUserId: member.id }),
    everyone ? bookingRulesForConsole(db) : undefined,
    decide(member, 'availability.add-calendar').allowed ? consultantsWithoutCalendar(db) : [],
  ])
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold tracking-tight">Availability</h1>
      <section aria-labelledby="calendars-heading" className="space-y-3">
        <h2 id="calendars-heading" className="text-lg font-semibold">
          {everyone ? 'Calendars' : 'My calendar'}
        </h2>
        {calendars.length === 0 ? (
          <p className="text-muted-foreground">
            You have no calendar yet. An owner or admin adds one, and visitors can then book time
            with you.
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {calendars.map((calendar) => (
              <li key={calendar.id} className="space-y-2 rounded-card border p-4">
                <p className="font-medium">
                  <Link
                    href={`/staff/availability/${calendar.id}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {calendar.name}
                  </Link>
                  {!calendar.onStaff ? (
                    <span className="text-muted-foreground">
                      {' '}
                      (no longer a consultant: takes no bookings)
                    </span>
                  ) : calendar.active ? null : (
                    <span className="text-muted-foreground"> (takes no bookings)</span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {calendar.hoursFollowVisitorZone
                    ? 'In the visitor’s chosen zone'
                    : calendar.timeZone.replaceAll('_', ' ')}
                </p>
                <p className="text-sm">{weeklyHoursSummary(calendar.weeklyHours)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {withoutCalendar.length > 0 ? <NewCalendar members={withoutCalendar} /> : null}
      {rules ? <BookingRulesForm rules={rules} /> : null}
    </div>
  )
}
