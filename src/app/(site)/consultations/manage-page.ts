import 'server-only'
import type { Metadata } from 'next'
import { findBookingByToken, type ManagedBooking } from '@/features/booking/manage.server'
import { buildMetadata } from '@/lib/metadata'
import { getDb } from '@/server/db/instance'

/** The booking a cancel or reschedule link points at (`?token=…`). */
export async function bookingFromLink(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<ManagedBooking & { token: string }> {
  const { token } = await searchParams
  if (typeof token !== 'string') return { state: 'unknown', token: '' }
  return { ...(await findBookingByToken(getDb(), token)), token }
}

/**
 * Pages reached from a private link (and the account's consultations, as private): kept out of
 * search engines, and the address (a link's token) is never sent on to another site as a referrer.
 */
export function manageMetadata(title: string, description: string, path: string): Metadata {
  return {
    ...buildMetadata({ title, description, path, indexable: false }),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}
