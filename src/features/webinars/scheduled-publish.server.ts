import 'server-only'
import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { webinars } from '@/server/db/schema'
import { log } from '@/server/log'
import { announceWebinar } from './subscriptions.server'
import { toWebinar } from './webinars.server'

/**
 * Publishes every draft whose scheduled time has come, and announces each to its subscribers, in
 * one transaction (issue 29). Run every half minute on every instance, and once at start-up so a
 * time that passed while the site was down is caught up: the update takes each due row once (a
 * second instance's update, waiting on the row, finds it published and takes nothing), and the
 * announcements are once per webinar and subscriber anyway.
 */
export async function publishDueWebinars(
  db: Database,
  now: Date = new Date(),
): Promise<{ published: string[]; announced: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(webinars)
      .set({
        isPublished: true,
        publishedAt: now,
        publishedBy: 'schedule',
        publishAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(webinars.isPublished, false),
          isNotNull(webinars.publishAt),
          lte(webinars.publishAt, now),
        ),
      )
      .returning()
    let announced = 0
    for (const row of due) {
      const { announced: count } = await announceWebinar(tx, toWebinar(row), now)
      announced += count
      log.info('webinar published on schedule', { slug: row.slug, announced: count })
    }
    return { published: due.map((row) => row.slug), announced }
  })
}
