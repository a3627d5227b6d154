import 'server-only'
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm'
import { site } from '@/config/site'
import {
  CONSULTATION_EVENT_TITLE,
  CONSULTATION_LOCATION,
  consultationEventUid,
} from '@/lib/consultation-event'
import type { Database } from '@/server/db/client'
import { consultations, type ConsultationRow } from '@/server/db/schema'
import type { BookingView, ConsultationList } from './booking-types'
import { CONSULTATION_MINUTES, slotLabel, zonedDayAndTime } from './slots'
import { TIME_ZONES } from './time-zones'

export type {
  BookingCalendar,
  BookingView,
  CalendarDay,
  ConsultationList,
  DaySlots,
  ListedBooking,
} from './booking-types'

/**
 * Bookings as the visitor sees them: one booking's view (what the API answers and the pages
 * show) and the lists of an account.
 */

export function toBookingView(row: ConsultationRow): BookingView {
  const zone = row.timeZone
  const { day, time } = zonedDayAndTime(row.startsAt, zone)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    sequence: row.sequence,
    date: day,
    time,
    timeLabel: slotLabel(time),
    timeZone: zone,
    timeZoneLabel: TIME_ZONES[zone].label,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + CONSULTATION_MINUTES * 60_000).toISOString(),
    calendar: {
      uid: consultationEventUid(row.id),
      title: CONSULTATION_EVENT_TITLE,
      description: `Free ${CONSULTATION_MINUTES}-minute consultation with ${site.name}. A consultant e-mails you the video-call link before the meeting. Reference: ${row.id}`,
      location: CONSULTATION_LOCATION,
    },
  }
}

/** Bookings keep the e-mail address as typed; accounts may spell it in another case. */
export const emailIs = (email: string) => sql`lower(${consultations.email}) = lower(${email})`

/** How many bookings each list of an account shows at most: far more than anyone books. */
export const CONSULTATION_LIST_LIMIT = 50

/**
 * The consultations booked with this e-mail address, in any case it was typed, signed in or not:
 * upcoming (confirmed, starting after `now`, soonest first) and past (started or cancelled, the
 * latest start first), up to CONSULTATION_LIST_LIMIT each. The caller vouches for the address:
 * only an account whose address is verified may see what was booked with it.
 */
export async function listConsultationsFor(
  db: Database,
  email: string,
  now: Date = new Date(),
): Promise<ConsultationList> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(
        and(emailIs(email), eq(consultations.status, 'confirmed'), gt(consultations.startsAt, now)),
      )
      .orderBy(asc(consultations.startsAt), asc(consultations.id))
      .limit(CONSULTATION_LIST_LIMIT),
    db
      .select()
      .from(consultations)
      .where(
        and(
          emailIs(email),
          or(eq(consultations.status, 'cancelled'), lte(consultations.startsAt, now)),
        ),
      )
      .orderBy(desc(consultations.startsAt), asc(consultations.id))
      .limit(CONSULTATION_LIST_LIMIT),
  ])
  const listed = (row: ConsultationRow) => ({ ...toBookingView(row), questions: row.questions })
  return { upcoming: upcoming.map(listed), past: past.map(listed) }
}
