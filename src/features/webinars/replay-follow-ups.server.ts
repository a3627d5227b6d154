import 'server-only'
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { webinars } from '@/server/db/schema'
import { sendReplayFollowUps } from './registrations.server'

/** How long after its start a session is looked at by the job (the longest session is 8 hours). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60_000

/**
 * Sends the recording to the registrants of sessions that ended since the last run, when staff
 * added the replay link before the end (issue 29). A link added later is sent when the console
 * saves it. Each registrant gets it once ever, however many instances run this at once: the
 * outbox takes each message's key once.
 */
export async function sendDueReplayFollowUps(
  db: Database,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const recent = await db
    .select()
    .from(webinars)
    .where(
      and(
        eq(webinars.isPublished, true),
        isNull(webinars.cancelledAt),
        isNotNull(webinars.replayLink),
        gt(webinars.webinarDate, new Date(now.getTime() - LOOK_BACK_MS)),
        lte(webinars.webinarDate, now),
      ),
    )
  let sent = 0
  for (const webinar of recent) {
    sent += (await db.transaction((tx) => sendReplayFollowUps(tx, webinar, now))).sent
  }
  return { sent }
}
