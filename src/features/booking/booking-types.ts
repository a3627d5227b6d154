import type { IsoDay } from './slots'
import type { TimeZoneCode } from './time-zones'

// What the booking API answers, shared by the server and the scheduler in the browser.

export type DayClosureReason = 'past' | 'beyond-horizon' | 'weekend' | 'holiday' | 'closed'

/** A booking as the API and the manage pages show it. */
export type BookingView = {
  id: string
  name: string
  email: string
  status: 'confirmed' | 'cancelled'
  /** iCalendar SEQUENCE of this version: 0 when booked, +1 with every change. */
  sequence: number
  /** The day and start time in the visitor's zone: "2026-12-08", "10:30", "10:30 AM". */
  date: IsoDay
  time: string
  timeLabel: string
  timeZone: TimeZoneCode
  timeZoneLabel: string
  /** ISO 8601 instants in UTC. */
  startsAt: string
  endsAt: string
  /** What a calendar needs besides the times, the same as in the e-mailed invitation. */
  calendar: { uid: string; title: string; description: string; location: string }
  /** Who will join, once booked with a consultant's own calendar (not before: decision 044). */
  consultant?: string
}

/** A booking in its owner's list: the view and the questions asked, to recognise it by. */
export type ListedBooking = BookingView & { questions: string }

/** A person's consultations, as their account shows them. */
export type ConsultationList = {
  /** Confirmed and not started yet, soonest first. */
  upcoming: ListedBooking[]
  /** Started, or cancelled, the latest start first. */
  past: ListedBooking[]
}

export type SlotAvailability = {
  /** 24-hour clock time in the visitor's zone: one of the spec's 14 with the firm's calendar. */
  time: string
  /** "1:30 PM" */
  label: string
  /** The slot's start in UTC, so a browser elsewhere can show it in its own zone. */
  startsAt: string
  available: boolean
}

export type DaySlots = {
  date: IsoDay
  timeZone: TimeZoneCode
  /** Set when the whole day takes no bookings (weekend, holiday, closed, past, too far ahead). */
  closure?: { reason: DayClosureReason; message: string }
  slots: SlotAvailability[]
}

export type CalendarDay =
  | { date: IsoDay; available: true }
  | {
      date: IsoDay
      available: false
      /** `full`: every start is taken; `unavailable`: no consultant works that day. */
      reason: DayClosureReason | 'full' | 'unavailable'
      message: string
    }

export type BookingCalendar = {
  timeZone: TimeZoneCode
  today: IsoDay
  lastDate: IsoDay
  days: CalendarDay[]
}

/** Why a cancel or reschedule link can no longer change its booking. */
export type InactiveBookingState = 'unknown' | 'cancelled' | 'past'
