import 'server-only'
import type { Webinar } from '@/features/webinars/webinar'
import { listPublishedWebinars } from '@/features/webinars/webinars.server'
import { getDb } from '@/server/db/instance'
import { log } from '@/server/log'

/**
 * The published webinars, or null when the database cannot be read: the page then says so and
 * offers to try again, instead of failing as a whole.
 */
export async function loadPublishedWebinars(): Promise<Webinar[] | null> {
  try {
    return await listPublishedWebinars(getDb())
  } catch (error) {
    log.error('webinars could not be read', { error })
    return null
  }
}
