import 'server-only'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import {
  consultationEvents,
  consultationNotes,
  consultations,
  mailOutbox,
  staffUsers,
  type ConsultationRow,
} from '@/server/db/schema'
import {
  INBOX_PAGE_SIZE,
  type InboxConsultation,
  type InboxDetail,
  type InboxFigures,
  type InboxQuery,
  type InboxRow,
  type InboxStatus,
} from './inbox'
import { moveToConsultantCalendar } from './availability.server'
import { isConsultantOnStaff } from './consultants.server'
import { consultationMail } from './mail/consultation-mail.server'
import { manageLinks, newManageToken } from './manage-token.server'
import type { StaffChange } from './manage.server'
import { addDays, slotStart } from './slots'

/**
 * The staff's view of the consultations (the console's inbox, issue 27): the filtered, sorted,
 * paged list, the figures of a period, one consultation with its history and notes, and the
 * changes only staff make (an outcome, a note, who holds it). Cancelling and moving for the
 * visitor go through manage.server.ts with a staff locator, so they share the visitor's
 * transaction, e-mails and no-double-booking guarantee. Who may see or change what is decided by
 * the staff policy; callers pass its answer as `scope` and `mayChange`.
 */

/** Which consultations a member sees: all, or those assigned to one consultant. */
export type InboxScope = { consultantId: string } | 'all'

const FIRM_ZONE = 'ET' as const

function scopeCondition(scope: InboxScope): SQL | undefined {
  return scope === 'all' ? undefined : eq(consultations.consultantId, scope.consultantId)
}

/** What each status means in rows; `now` splits upcoming from past. */
function statusCondition(status: InboxStatus, now: Date): SQL {
  switch (status) {
    case 'upcoming':
      return and(eq(consultations.status, 'confirmed'), gt(consultations.startsAt, now))!
    case 'awaiting-outcome':
      return and(
        eq(consultations.status, 'confirmed'),
        lte(consultations.startsAt, now),
        isNull(consultations.outcome),
      )!
    case 'completed':
      return and(eq(consultations.status, 'confirmed'), eq(consultations.outcome, 'completed'))!
    case 'no-show':
      return and(eq(consultations.status, 'confirmed'), eq(consultations.outcome, 'no-show'))!
    case 'cancelled':
      return eq(consultations.status, 'cancelled')
  }
}

function statusOf(row: ConsultationRow, now: Date): InboxStatus {
  if (row.status === 'cancelled') return 'cancelled'
  if (row.outcome) return row.outcome
  return row.startsAt > now ? 'upcoming' : 'awaiting-outcome'
}

/** `%`, `_` and `\` in a search are meant literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function listConditions(query: InboxQuery, scope: InboxScope, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)]
  if (query.status) conditions.push(statusCondition(query.status, now))
  // Days are the firm's (Eastern) calendar days, both ends included.
  if (query.from)
    conditions.push(gte(consultations.startsAt, slotStart(query.from, '00:00', FIRM_ZONE)))
  if (query.to) {
    conditions.push(lt(consultations.startsAt, slotStart(addDays(query.to, 1), '00:00', FIRM_ZONE)))
  }
  if (query.consultant) {
    conditions.push(
      query.consultant === 'unassigned'
        ? isNull(consultations.consultantId)
        : eq(consultations.consultantId, query.consultant),
    )
  }
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(
      or(
        like(sql`lower(${consultations.name})`, pattern),
        like(sql`lower(${consultations.email})`, pattern),
        like(sql`lower(${consultations.questions})`, pattern),
      ),
    )
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined)
  return present.length > 0 ? and(...present) : undefined
}

const SORT_COLUMNS = {
  startsAt: consultations.startsAt,
  createdAt: consultations.createdAt,
  name: consultations.name,
  email: consultations.email,
} as const

function toInboxRow(row: ConsultationRow & { consultantName: string | null }, now: Date): InboxRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    questions: row.questions,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    timeZone: row.timeZone,
    status: statusOf(row, now),
    bookedVia: row.bookedVia,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
  }
}

const withConsultant = { ...getTableColumns(consultations), consultantName: staffUsers.name }

/** One page of the inbox and how many consultations match in all. */
export async function listInbox(
  db: Database,
  query: InboxQuery,
  scope: InboxScope,
  now: Date = new Date(),
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = listConditions(query, scope, now)
  const column = SORT_COLUMNS[query.sort]
  const direction = query.direction === 'asc' ? asc : desc
  const [rows, [counted]] = await Promise.all([
    db
      .select(withConsultant)
      .from(consultations)
      .leftJoin(staffUsers, eq(staffUsers.id, consultations.consultantId))
      .where(where)
      .orderBy(direction(column), asc(consultations.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(consultations).where(where),
  ])
  return { rows: rows.map((row) => toInboxRow(row, now)), total: Number(counted?.total ?? 0) }
}

/** The most consultations one export holds (a firm's year is far fewer); narrow the filter past it. */
export const EXPORT_MAX_ROWS = 10_000

/** Every consultation the filter matches, for the CSV export; null past EXPORT_MAX_ROWS. */
export async function exportInbox(
  db: Database,
  query: InboxQuery,
  scope: InboxScope,
  now: Date = new Date(),
): Promise<InboxRow[] | null> {
  const column = SORT_COLUMNS[query.sort]
  const direction = query.direction === 'asc' ? asc : desc
  const rows = await db
    .select(withConsultant)
    .from(consultations)
    .leftJoin(staffUsers, eq(staffUsers.id, consultations.consultantId))
    .where(listConditions(query, scope, now))
    .orderBy(direction(column), asc(consultations.id))
    .limit(EXPORT_MAX_ROWS + 1)
  if (rows.length > EXPORT_MAX_ROWS) return null
  return rows.map((row) => toInboxRow(row, now))
}

type PeriodCounts = InboxFigures['current']

async function periodCounts(
  db: Database,
  scope: InboxScope,
  from: Date,
  before: Date,
): Promise<PeriodCounts> {
  const inScope = scopeCondition(scope)
  // Booked and cancelled by when it happened; completed and no-show by the meeting's time.
  const [happened] = await db
    .select({
      booked: sql<number>`count(*) filter (where ${consultationEvents.kind} = 'booked')::int`,
      cancelled: sql<number>`count(*) filter (where ${consultationEvents.kind} = 'cancelled')::int`,
    })
    .from(consultationEvents)
    .innerJoin(consultations, eq(consultations.id, consultationEvents.consultationId))
    .where(and(gte(consultationEvents.at, from), lt(consultationEvents.at, before), inScope))
  const [held] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${consultations.outcome} = 'completed')::int`,
      noShow: sql<number>`count(*) filter (where ${consultations.outcome} = 'no-show')::int`,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'confirmed'),
        gte(consultations.startsAt, from),
        lt(consultations.startsAt, before),
        inScope,
      ),
    )
  // How far ahead people book: the median, in hours, between booking and the meeting's start.
  const [lead] = await db
    .select({
      hours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${consultations.startsAt} - ${consultations.createdAt})) / 3600)`,
    })
    .from(consultations)
    .where(and(gte(consultations.createdAt, from), lt(consultations.createdAt, before), inScope))
  return {
    booked: Number(happened?.booked ?? 0),
    cancelled: Number(happened?.cancelled ?? 0),
    completed: Number(held?.completed ?? 0),
    noShow: Number(held?.noShow ?? 0),
    medianLeadHours: lead?.hours === null || lead?.hours === undefined ? null : Number(lead.hours),
  }
}

/**
 * The figures of the period [from, before) and of the period of the same length just before it.
 */
export async function inboxFigures(
  db: Database,
  scope: InboxScope,
  { from, before }: { from: Date; before: Date },
): Promise<InboxFigures> {
  const length = before.getTime() - from.getTime()
  const [current, previous] = await Promise.all([
    periodCounts(db, scope, from, before),
    periodCounts(db, scope, new Date(from.getTime() - length), from),
  ])
  return { current, previous }
}

/** The consultation, if the scope covers it. */
async function consultationRow(db: Database, id: string) {
  const [row] = await db
    .select(withConsultant)
    .from(consultations)
    .leftJoin(staffUsers, eq(staffUsers.id, consultations.consultantId))
    .where(eq(consultations.id, id))
    .limit(1)
  return row
}

/** A consultation's page shows at most this much of its history and its newest notes. */
const HISTORY_LIMIT = 500
const NOTES_SHOWN = 200

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * One consultation with its history (oldest first, with the reminders the outbox sent) and its
 * notes (newest first), or null when there is none or `mayView` refuses it.
 */
export async function inboxConsultation(
  db: Database,
  id: string,
  mayView: (row: ConsultationRow) => boolean,
  now: Date = new Date(),
): Promise<InboxDetail | null> {
  if (!UUID.test(id)) return null
  const row = await consultationRow(db, id)
  if (!row || !mayView(row)) return null
  const [events, reminders, notes] = await Promise.all([
    db
      .select({
        at: consultationEvents.at,
        kind: consultationEvents.kind,
        byStaff: consultationEvents.byStaff,
        staffName: staffUsers.name,
        fromStartsAt: consultationEvents.fromStartsAt,
        toStartsAt: consultationEvents.toStartsAt,
        reason: consultationEvents.reason,
        messageToVisitor: consultationEvents.messageToVisitor,
      })
      .from(consultationEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, consultationEvents.staffId))
      .where(eq(consultationEvents.consultationId, id))
      .orderBy(asc(consultationEvents.at), asc(consultationEvents.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(
        and(
          like(mailOutbox.idempotencyKey, `consultation-reminder:${id}:%`),
          inArray(mailOutbox.status, ['sent', 'delivered_locally']),
        ),
      ),
    db
      .select({
        id: consultationNotes.id,
        body: consultationNotes.body,
        createdAt: consultationNotes.createdAt,
        authorName: staffUsers.name,
      })
      .from(consultationNotes)
      .leftJoin(staffUsers, eq(staffUsers.id, consultationNotes.authorId))
      .where(eq(consultationNotes.consultationId, id))
      .orderBy(desc(consultationNotes.createdAt), desc(consultationNotes.id))
      .limit(NOTES_SHOWN),
  ])
  const history: InboxDetail['history'] = [
    ...events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      by: event.staffName,
      byStaff: event.byStaff,
      from: event.fromStartsAt?.toISOString() ?? null,
      to: event.toStartsAt?.toISOString() ?? null,
      reason: event.reason,
      messageToVisitor: event.messageToVisitor,
    })),
    ...reminders
      .filter((reminder) => reminder.sentAt !== null)
      .map((reminder) => ({
        at: reminder.sentAt!.toISOString(),
        kind: 'reminder-sent' as const,
        by: null,
        byStaff: false,
        from: null,
        to: null,
        reason: null,
        messageToVisitor: null,
      })),
  ].sort((a, b) => a.at.localeCompare(b.at))
  const consultation: InboxConsultation = {
    ...toInboxRow(row, now),
    sequence: row.sequence,
    outcome: row.outcome,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }
  return {
    consultation,
    history,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
      authorName: note.authorName,
    })),
  }
}

export type InboxChange =
  | { ok: true; changed: boolean }
  | {
      ok: false
      reason: 'unknown' | 'cancelled' | 'not-started' | 'note-id-taken' | 'changed-meanwhile'
    }

async function lockedRow(tx: Database, id: string, staff: StaffChange) {
  if (!UUID.test(id)) return undefined
  const [row] = await tx
    .select()
    .from(consultations)
    .where(eq(consultations.id, id))
    .limit(1)
    .for('update')
  return row && staff.mayChange(row) ? row : undefined
}

/**
 * Marks a consultation that has started as completed or a no-show. Marking it as it already is
 * changes nothing (`changed: false`, no history, no audit entry); another mark corrects the one
 * the member saw (`shown`), but not one someone else made since (`changed-meanwhile`).
 */
export async function markOutcome(
  db: Database,
  id: string,
  mark: { outcome: 'completed' | 'no-show'; shown: 'completed' | 'no-show' | null },
  staff: StaffChange,
  now: Date = new Date(),
): Promise<InboxChange> {
  const { outcome } = mark
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, staff)
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    if (row.status === 'cancelled') return { ok: false as const, reason: 'cancelled' as const }
    if (row.startsAt > now) return { ok: false as const, reason: 'not-started' as const }
    if (row.outcome === outcome) return { ok: true as const, changed: false }
    if (row.outcome !== mark.shown) {
      return { ok: false as const, reason: 'changed-meanwhile' as const }
    }
    await tx.update(consultations).set({ outcome, updatedAt: now }).where(eq(consultations.id, id))
    await tx
      .insert(consultationEvents)
      .values({ consultationId: id, at: now, kind: outcome, byStaff: true, staffId: staff.staffId })
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'consultations.mark',
      target: { type: 'consultation', id },
      requestId: staff.requestId,
      detail: { outcome, previous: row.outcome },
    })
    return { ok: true as const, changed: true }
  })
}

/**
 * Adds a note. The browser names the note (`noteId`, a UUID it made), so sending the same note
 * twice (a double click, a retry after a lost answer) stores it once.
 */
export async function addNote(
  db: Database,
  id: string,
  note: { noteId: string; body: string },
  staff: StaffChange,
  now: Date = new Date(),
): Promise<InboxChange> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, staff)
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    const [inserted] = await tx
      .insert(consultationNotes)
      .values({
        id: note.noteId,
        consultationId: id,
        authorId: staff.staffId,
        body: note.body,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: consultationNotes.id })
    if (!inserted) {
      // The same note sent again is stored already; an id another note holds is refused, so a
      // guessed id learns nothing about other consultations.
      const [existing] = await tx
        .select({
          consultationId: consultationNotes.consultationId,
          authorId: consultationNotes.authorId,
        })
        .from(consultationNotes)
        .where(eq(consultationNotes.id, note.noteId))
      const same = existing?.consultationId === id && existing.authorId === staff.staffId
      return same
        ? { ok: true as const, changed: false }
        : { ok: false as const, reason: 'note-id-taken' as const }
    }
    // The note's text is the firm's, not the audit log's: the entry names the note only.
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'consultations.note',
      target: { type: 'consultation', id },
      requestId: staff.requestId,
      detail: { note: inserted.id },
    })
    return { ok: true as const, changed: true }
  })
}

/**
 * Gives the consultation to a consultant (`null`: to no one). `isConsultant` is asked in the same
 * transaction, so a member removed meanwhile is not given it.
 */
export async function assignConsultation(
  db: Database,
  id: string,
  consultantId: string | null,
  staff: StaffChange,
  now: Date = new Date(),
): Promise<InboxChange | { ok: false; reason: 'not-a-consultant' | 'busy' }> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, staff)
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    if (row.consultantId === consultantId) return { ok: true as const, changed: false }
    if (consultantId !== null && !(await isConsultantOnStaff(tx, consultantId))) {
      return { ok: false as const, reason: 'not-a-consultant' as const }
    }
    // Its time goes to their own calendar, when they have one and are free then.
    const calendar =
      consultantId === null ? 'stayed' : await moveToConsultantCalendar(tx, row, consultantId, now)
    if (calendar === 'busy') return { ok: false as const, reason: 'busy' as const }
    // Handed to another calendar, the visitor's invitation changes (who joins): a new version,
    // and new manage links, since only their hash is kept (as for a move from the account).
    const handedOver = calendar === 'moved'
    const link = handedOver ? newManageToken() : undefined
    const [updated] = await tx
      .update(consultations)
      .set({
        consultantId,
        updatedAt: now,
        ...(link
          ? { sequence: sql`${consultations.sequence} + 1`, manageTokenHash: link.hash }
          : {}),
      })
      .where(eq(consultations.id, id))
      .returning()
    await consultationMail.reassigned(tx, updated!, row.consultantId, now, {
      visitorLinks: link ? manageLinks(link.token) : undefined,
    })
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'consultations.assign',
      target: { type: 'consultation', id },
      requestId: staff.requestId,
      detail: { consultant: consultantId },
    })
    return { ok: true as const, changed: true }
  })
}

/** The members a consultation can be given to: consultants still on the staff, by name. */
export async function assignableConsultants(db: Database) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'consultant'), eq(staffUsers.banned, false)))
    .orderBy(asc(staffUsers.name))
}
