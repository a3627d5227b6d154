import 'server-only'
import { count } from 'drizzle-orm'
import { webinarSeeds } from '@/content/webinars'
import type { Database } from './client'
import { webinars } from './schema'

/** Inserts the built-in webinars that are missing (by slug); never overwrites staff edits. */
export async function seedDatabase(db: Database): Promise<{ inserted: number }> {
  const rows = webinarSeeds.map((seed) => ({
    ...seed,
    agenda: seed.agenda.join('\n'),
    webinarDate: new Date(seed.webinarDate),
  }))
  const inserted = await db
    .insert(webinars)
    .values(rows)
    .onConflictDoNothing({ target: webinars.slug })
    .returning({ id: webinars.id })
  return { inserted: inserted.length }
}

/** Seeds only a database that has no webinars at all, so deleted sessions stay deleted. */
export async function seedIfEmpty(db: Database): Promise<{ inserted: number }> {
  const [row] = await db.select({ value: count() }).from(webinars)
  if ((row?.value ?? 0) > 0) return { inserted: 0 }
  return seedDatabase(db)
}
