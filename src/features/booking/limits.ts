import type { EndpointRateLimit } from '@/server/http/api-route'

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
