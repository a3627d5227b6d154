import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { requireStaffPage } from '@/app/_wiring/staff'
import {
  calendarForConsole,
  displacedConsultations,
} from '@/features/booking/availability-admin.server'
import { CalendarEditor } from '@/features/booking/availability/calendar-editor'
import { GiveToConsultant } from '@/features/booking/availability/give-to-consultant'
import { TIME_ZONES } from '@/features/booking/time-zones'
import { decide } from '@/features/staff/policy'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Calendar' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * One calendar: its hours, overrides and time off in one form, and the upcoming consultations it
 * no longer offers the time of, each with one-click hand-over to a consultant who is free then.
 */
export default async function CalendarPage({ params }: { params: Promise<{ id: string }> }) {
  const { member } = await requireStaffPage('availability.view')
  const { id } = await params
  const db = getDb()
  const calendar = UUID.test(id) ? await calendarForConsole(db, id) : undefined
  const target = { kind: 'calendar' as const, staffUserId: calendar?.staffUserId ?? null }
  if (!calendar || !decide(member, 'availability.manage', target).allowed) notFound()
  const displaced = await displacedConsultations(db, calendar.id)
  const mayAssign = decide(member, 'consultations.assign').allowed
  return (
    <div className="space-y-8">
      <p className="text-sm">
        <Link href="/staff/availability" className="underline-offset-4 hover:underline">
          Availability
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">{calendar.name}</h1>
      {calendar.onStaff ? null : (
        <p className="rounded-card border p-4 text-sm">
          {calendar.name} is no longer a consultant on the staff, so this calendar takes no bookings
          whatever its settings say. It is kept with its history; their upcoming consultations are
          listed below to give to colleagues.
        </p>
      )}
      {displaced.length > 0 ? (
        <section
          aria-labelledby="displaced-heading"
          className="space-y-3 rounded-card border border-destructive p-4"
        >
          <h2 id="displaced-heading" className="text-lg font-semibold">
            Consultations outside these hours
          </h2>
          <p className="text-sm">
            This calendar no longer offers the time of these upcoming consultations.
            {mayAssign
              ? ' Give each to a consultant who is free then.'
              : ' An admin can give them to a consultant who is free then.'}
          </p>
          <ul className="space-y-3">
            {displaced.map((consultation) => {
              const describedBy = `displaced-${consultation.id}`
              const when = new Intl.DateTimeFormat('en-US', {
                timeZone: TIME_ZONES[consultation.timeZone as keyof typeof TIME_ZONES].iana,
                dateStyle: 'full',
                timeStyle: 'short',
              }).format(new Date(consultation.startsAt))
              return (
                <li key={consultation.id} className="space-y-2">
                  <p id={describedBy}>
                    <Link
                      href={`/staff/consultations/${consultation.id}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {consultation.name}
                    </Link>
                    , {when} ({consultation.timeZone})
                  </p>
                  {!mayAssign ? null : consultation.freeConsultants.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No consultant is free then.</p>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      {consultation.freeConsultants.map((consultant) => (
                        <GiveToConsultant
                          key={consultant.staffUserId}
                          consultationId={consultation.id}
                          describedBy={describedBy}
                          consultant={consultant}
                        />
                      ))}
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <CalendarEditor calendar={calendar} isFirmCalendar={calendar.staffUserId === null} />
    </div>
  )
}
