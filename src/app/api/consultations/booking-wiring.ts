import 'server-only'
import { getEnv } from '@/config/env.server'
import { bookingPolicyFromEnv } from '@/features/booking/calendar-rules.server'
import type { BookingMailer } from '@/features/booking/booking.server'
import { consultationMail } from '@/features/mail/consultation-mail.server'
import type { EndpointRateLimit } from '@/server/http/api-route'

/**
 * Where the booking and mail features meet (features never import each other): the booking
 * service queues its e-mails through the mail feature's outbox, inside its own transaction.
 */
export function bookingDependencies(): {
  policy: ReturnType<typeof bookingPolicyFromEnv>
  mailer: BookingMailer
} {
  return { policy: bookingPolicyFromEnv(getEnv()), mailer: consultationMail }
}

export { wakeMailDelivery } from '@/features/mail/delivery.server'

/**
 * Each client may book a few consultations an hour: people book one, scripts many. An IPv6 client
 * counts per /48, not per /64: one customer is commonly given a /48 (65,536 /64s), which would
 * otherwise be as many clients. The key names the /48, so this never shares a count with /64 keys.
 */
export const BOOKING_LIMIT: EndpointRateLimit = {
  name: 'consultations',
  limit: 5,
  windowMs: 60 * 60_000,
  ipv6Block: 48,
}
/** Cancelling and moving, per client. */
export const MANAGE_LIMIT = { name: 'consultation-changes', limit: 10, windowMs: 60 * 60_000 }
/** Reading the calendar and slots, per client: generous, it is what the scheduler does. */
export const READ_LIMIT = { name: 'consultation-reads', limit: 120, windowMs: 60_000 }
