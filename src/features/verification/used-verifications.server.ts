import 'server-only'
import { createHash } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { usedVerifications } from '@/server/db/schema'

/**
 * Records that a solution (or token) has been used; false when it already was. The primary key
 * decides, so two requests replaying the same solution at once cannot both pass, on any instance.
 */
export async function claimOnce(db: Database, secret: string, expiresAt: Date): Promise<boolean> {
  const digest = createHash('sha256').update(secret).digest('base64url')
  const inserted = await db
    .insert(usedVerifications)
    .values({ digest, expiresAt })
    .onConflictDoNothing()
    .returning({ digest: usedVerifications.digest })
  return inserted.length === 1
}

/** Forgets solutions that have expired anyway (they fail the expiry check without the record). */
export async function deleteExpiredVerifications(db: Database, now: Date = new Date()) {
  await db.delete(usedVerifications).where(lt(usedVerifications.expiresAt, now))
}
