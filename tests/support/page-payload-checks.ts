import { expect, it } from 'vitest'
import type { Database } from '@/server/db/client'
import { pagePayloads } from '@/server/db/schema'
import {
  deleteUnusedPagePayloads,
  pagePayloadHash,
  pagePayloadStore,
  readPagePayload,
  savePagePayload,
} from '@/server/page-payloads'

const SCRIPT = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'
const at = (iso: string) => new Date(iso)

/** The page payload store's checks, on whichever database `db` answers (PGlite or PostgreSQL). */
export function pagePayloadChecks(db: () => Database) {
  it('keeps a payload under its content’s hash, one row however many pages name it', async () => {
    const address = await savePagePayload(db(), SCRIPT, at('2026-11-28T10:20:00Z'))
    expect(address).toBe(`/api/page-payloads/${pagePayloadHash(SCRIPT)}.js`)
    expect(address).toMatch(/^\/api\/page-payloads\/[\w-]{43}\.js$/)
    await Promise.all(
      [1, 2, 3].map(() => savePagePayload(db(), SCRIPT, at('2026-11-28T10:40:00Z'))),
    )
    const rows = await db().select().from(pagePayloads)
    // Marked used to the hour: the same hour writes nothing new.
    expect(rows).toEqual([
      { hash: pagePayloadHash(SCRIPT), script: SCRIPT, usedAt: at('2026-11-28T10:00:00Z') },
    ])
    expect(await readPagePayload(db(), pagePayloadHash(SCRIPT))).toBe(SCRIPT)
    expect(await readPagePayload(db(), pagePayloadHash('another'))).toBeUndefined()
  })

  it('deletes a payload a week after a page last named it', async () => {
    await savePagePayload(db(), SCRIPT, at('2026-11-01T09:30:00Z'))
    await savePagePayload(db(), 'old', at('2026-11-01T09:30:00Z'))
    await savePagePayload(db(), SCRIPT, at('2026-11-07T12:00:00Z'))
    await deleteUnusedPagePayloads(db(), at('2026-11-08T10:00:00Z'))
    expect(await readPagePayload(db(), pagePayloadHash('old'))).toBeUndefined()
    expect(await readPagePayload(db(), pagePayloadHash(SCRIPT))).toBe(SCRIPT)
  })

  it('writes a payload once an hour per instance, however often its page is viewed', async () => {
    let now = at('2026-11-28T10:05:00Z')
    const store = pagePayloadStore(db, () => now)
    const address = await store.save(SCRIPT)
    await db().delete(pagePayloads)
    // Within the hour the instance knows it has the row: no round trip.
    now = at('2026-11-28T10:59:00Z')
    expect(await store.save(SCRIPT)).toBe(address)
    expect(await db().select().from(pagePayloads)).toEqual([])
    now = at('2026-11-28T11:00:00Z')
    expect(await store.save(SCRIPT)).toBe(address)
    expect(await readPagePayload(db(), pagePayloadHash(SCRIPT))).toBe(SCRIPT)
  })
}
