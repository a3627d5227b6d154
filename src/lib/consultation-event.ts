import { site } from '@/config/site'

/**
 * The calendar event of a booked consultation, the same in every invitation, update, cancellation
 * and download of it: one UID per booking, so calendars treat them as one event.
 */
export function consultationEventUid(bookingId: string): string {
  return `consultation-${bookingId}@${new URL(site.url).hostname}`
}

export const CONSULTATION_EVENT_TITLE = `Consultation with ${site.name}`

/** Where the meeting happens, as the invitation and the e-mails say it. */
export const CONSULTATION_LOCATION = 'Video call (the link follows by e-mail)'
