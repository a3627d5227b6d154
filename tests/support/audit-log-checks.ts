import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import {
  deleteExpiredAudit,
  listAudit,
  recordAudit,
  type AuditEntry,
} from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import { auditLog } from '@/server/db/schema'

const DAY_MS = 24 * 60 * 60_000
const NOW = new Date('2027-03-01T12:00:00Z')

const cancel: AuditEntry = {
  actorId: 'staff-ada',
  action: 'consultations.cancel',
  target: { type: 'consultation', id: '6f1c8a5e-0d8a-4f5e-9d3b-2f8f3c1b7a11' },
  requestId: 'req-1',
  detail: { status: 'cancelled', mailVisitor: true },
}

/**
 * Records an entry, then gives it a time `daysAgo` before NOW: as the retention job does, the only
 * way around the trigger, for this transaction alone.
 */
async function recordAt(db: Database, entry: AuditEntry, daysAgo: number) {
  await recordAudit(db, entry)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('northbridge.audit_retention', 'on', true)`)
    const [row] = await tx
      .delete(auditLog)
      .where(eq(auditLog.requestId, entry.requestId ?? ''))
      .returning()
    await tx.insert(auditLog).values({ ...row!, at: new Date(NOW.getTime() - daysAgo * DAY_MS) })
  })
}

/** Expects the database to refuse the statement as the trigger does (drizzle wraps its error). */
async function expectRefused(statement: PromiseLike<unknown>) {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error, 'the statement was refused').toBeInstanceOf(Error)
  expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
    /audit_log is append-only: (UPDATE|DELETE) refused/,
  )
}

/** The audit log's behaviour, the same on PGlite and on PostgreSQL. */
export function auditLogChecks(db: () => Database) {
  it('records who did what to which record in which request, and lists it newest first', async () => {
    await recordAt(db(), cancel, 2)
    await recordAt(
      db(),
      {
        actorId: 'staff-ada',
        action: 'staff.change-role',
        target: { type: 'staff-member', id: 'staff-bo' },
        requestId: 'req-2',
        detail: { from: 'consultant', to: 'admin' },
      },
      1,
    )
    await recordAt(db(), { actorId: null, action: 'staff.invite', requestId: 'req-3' }, 0)

    const all = await listAudit(db(), {}, { offset: 0, limit: 10 })
    expect(all.total).toBe(3)
    expect(all.rows.map((row) => row.action)).toEqual([
      'staff.invite',
      'staff.change-role',
      'consultations.cancel',
    ])
    expect(all.rows[2]).toMatchObject({
      actorId: 'staff-ada',
      targetType: 'consultation',
      targetId: cancel.target!.id,
      requestId: 'req-1',
      detail: { status: 'cancelled', mailVisitor: true },
    })

    const byAda = await listAudit(db(), { actorId: 'staff-ada' }, { offset: 0, limit: 1 })
    expect(byAda.total).toBe(2)
    expect(byAda.rows.map((row) => row.action)).toEqual(['staff.change-role'])
    const secondPage = await listAudit(db(), { actorId: 'staff-ada' }, { offset: 1, limit: 1 })
    expect(secondPage.rows.map((row) => row.action)).toEqual(['consultations.cancel'])

    const forTheConsultation = await listAudit(
      db(),
      { target: { type: 'consultation', id: cancel.target!.id } },
      { offset: 0, limit: 10 },
    )
    expect(forTheConsultation.rows.map((row) => row.requestId)).toEqual(['req-1'])
    const lastDay = await listAudit(
      db(),
      {
        from: new Date(NOW.getTime() - 1.5 * DAY_MS),
        before: new Date(NOW.getTime() - 0.5 * DAY_MS),
      },
      { offset: 0, limit: 10 },
    )
    expect(lastDay.rows.map((row) => row.action)).toEqual(['staff.change-role'])
  })

  it('refuses to change or delete an entry', async () => {
    await recordAudit(db(), cancel)
    await expectRefused(db().update(auditLog).set({ action: 'consultations.view' }))
    await expectRefused(db().delete(auditLog))
    expect(await db().select().from(auditLog)).toHaveLength(1)
  })

  it('deletes only the entries older than the retention period', async () => {
    await recordAt(db(), { ...cancel, requestId: 'old' }, 31)
    await recordAt(db(), { ...cancel, requestId: 'recent' }, 29)
    expect(await deleteExpiredAudit(db(), 30, NOW)).toBe(1)
    const left = await db().select().from(auditLog)
    expect(left.map((row) => row.requestId)).toEqual(['recent'])
    // The permission ended with the job's transaction.
    await expectRefused(db().delete(auditLog))
  })

  it('writes nothing when the change it records is rolled back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, cancel)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await db().select().from(auditLog)).toEqual([])
  })

  it('takes short enumerated facts only: no prose, no malformed action or target', async () => {
    await expect(recordAudit(db(), { ...cancel, action: 'Cancel it' })).rejects.toThrow()
    await expect(
      recordAudit(db(), { ...cancel, target: { type: 'consultation', id: 'a b' } }),
    ).rejects.toThrow()
    await expect(
      recordAudit(db(), { ...cancel, detail: { reason: 'Client called: '.repeat(10) } }),
    ).rejects.toThrow(/short enumerated value/)
    expect(await db().select().from(auditLog)).toEqual([])
  })
}
