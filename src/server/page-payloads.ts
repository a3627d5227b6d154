import 'server-only'
import { createHash } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import { PAGE_PAYLOAD_STORE, type PagePayloadStore } from '../../server/page-payload-store.mjs'
import type { Database } from '@/server/db/client'
import { getDb } from '@/server/db/instance'
import { pagePayloads } from '@/server/db/schema'

/*
 * The RSC payload of a page rendered per request, kept as a script of its own (decision 060). The
 * production server takes it out of the page, so the page's first paint does not wait for it, and
 * hands it here; the page's loader runs it from /api/page-payloads/<hash>.js after that paint.
 * Named by its content, so the visitors of one version of a page share one row.
 */

/** Where the scripts are served (src/app/api/page-payloads/[file]/route.ts). */
export const PAGE_PAYLOADS_PATH = '/api/page-payloads'
/** A script's file name: 43 characters of base64url SHA-256, then `.js`. */
export const PAGE_PAYLOAD_FILE = /^([\w-]{43})\.js$/

const HOUR_MS = 3_600_000
/** A script no page has named for this long is deleted; a page is never that old in a tab. */
const KEPT_UNUSED_MS = 7 * 24 * HOUR_MS
/** Scripts this instance has saved this hour: the common page view writes nothing. */
const SAVED_THIS_HOUR_MAX = 500

export const pagePayloadHash = (script: string) =>
  createHash('sha256').update(script).digest('base64url')

const startOfHour = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)

/**
 * Keeps `script` (or marks it used again, at most once an hour) and returns its address. The row is
 * committed before the page that names it is sent, so whichever instance the browser asks next has
 * it.
 */
export async function savePagePayload(
  db: Database,
  script: string,
  now: Date = new Date(),
  hash: string = pagePayloadHash(script),
): Promise<string> {
  const usedAt = startOfHour(now)
  await db
    .insert(pagePayloads)
    .values({ hash, script, usedAt })
    .onConflictDoUpdate({
      target: pagePayloads.hash,
      set: { usedAt },
      setWhere: lt(pagePayloads.usedAt, usedAt),
    })
  return `${PAGE_PAYLOADS_PATH}/${hash}.js`
}

export async function readPagePayload(db: Database, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ script: pagePayloads.script })
    .from(pagePayloads)
    .where(eq(pagePayloads.hash, hash))
    .limit(1)
  return row?.script
}

/** Deletes the scripts no page has named for a week (housekeeping, on every instance at once). */
export async function deleteUnusedPagePayloads(db: Database, now: Date = new Date()) {
  await db
    .delete(pagePayloads)
    .where(lt(pagePayloads.usedAt, new Date(now.getTime() - KEPT_UNUSED_MS)))
}

/**
 * A store that writes a script at most once an hour per instance: the same page, viewed again
 * within the hour, costs no database round trip.
 */
export function pagePayloadStore(
  db: () => Database = getDb,
  clock: () => Date = () => new Date(),
): PagePayloadStore {
  let hour = 0
  const saved = new Map<string, string>()
  return {
    async save(script) {
      const now = clock()
      const thisHour = startOfHour(now).getTime()
      if (thisHour !== hour || saved.size >= SAVED_THIS_HOUR_MAX) {
        saved.clear()
        hour = thisHour
      }
      const hash = pagePayloadHash(script)
      const known = saved.get(hash)
      if (known) return known
      const address = await savePagePayload(db(), script, now, hash)
      saved.set(hash, address)
      return address
    },
  }
}

/** Leaves the production server (server/serve.mjs) the store; called once at start-up. */
export function registerPagePayloadStore(): void {
  ;(globalThis as Record<symbol, PagePayloadStore | undefined>)[PAGE_PAYLOAD_STORE] =
    pagePayloadStore()
}
