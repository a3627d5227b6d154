import { addMinutes, formatDateLine, formatShortDate, formatTime, formatTimeRange } from './dates'

/** A booked consultation's time as both consultation e-mails show it. */
export type ConsultationTime = {
  startsAt: Date
  durationMinutes: number
  /** IANA zone of the visitor, e.g. America/New_York. */
  timeZone: string
  /** How the visitor chose the zone, e.g. "Eastern Time (ET)". */
  timeZoneLabel: string
}

/** A booking as both consultation e-mails receive it. */
export type ConsultationBooking = ConsultationTime & {
  bookingId: string
  name: string
  email: string
  questions: string
}

export function describeConsultationTime({
  startsAt,
  durationMinutes,
  timeZone,
  timeZoneLabel,
}: ConsultationTime) {
  const endsAt = addMinutes(startsAt, durationMinutes)
  return {
    endsAt,
    /** "Tuesday, December 8, 2026" */
    date: formatDateLine(startsAt, timeZone),
    /** "Tue, Dec 8" */
    shortDate: formatShortDate(startsAt, timeZone),
    /** "10:30 AM" */
    startTime: formatTime(startsAt, timeZone),
    /** "10:30 AM – 11:00 AM Eastern Time (ET)" */
    timeRange: formatTimeRange(startsAt, endsAt, timeZone, timeZoneLabel),
  }
}
