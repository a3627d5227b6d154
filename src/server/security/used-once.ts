import 'server-only'
import { createHash } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { usedVerifications } from '@/server/db/schema'

const digestOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')

/*
 * Secrets that work once: a human-check solution, token or pass (src/features/verification), a
 * staff member's authenticator code (src/features/staff). Only a digest is kept, until the secret
 * would have expired anyway.
 */

/**
 * Records that a solution (or token, or pass, or code) has been used; false when it already was. The
 * primary key decides, so two requests replaying the same solution at once cannot both pass, on
 * any instance.
 */
export async function claimOnce(db: Database, secret: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedVerifications)
    .values({ digest: digestOf(secret), expiresAt })
    .onConflictDoNothing()
    .returning({ digest: usedVerifications.digest })
  return inserted.length === 1
}

/** True when `claimOnce` has recorded this secret (and the record has not been purged). */
export async function wasClaimed(db: Database, secret: string): Promise<boolean> {
  const rows = await db
    .select({ digest: usedVerifications.digest })
    .from(usedVerifications)
    .where(eq(usedVerifications.digest, digestOf(secret)))
    .limit(1)
  return rows.length > 0
}

/** Forgets solutions that have expired anyway (they fail the expiry check without the record). */
export async function deleteExpiredVerifications(db: Database, now: Date = new Date()) {
  await db.delete(usedVerifications).where(lt(usedVerifications.expiresAt, now))
}
