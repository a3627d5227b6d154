import 'server-only'
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { webinarRegistrations, webinars, type WebinarRegistrationRow } from '@/server/db/schema'

/*
 * A webinar's registrants as the console shows and exports them (issue 29, decision 049): who
 * registered, from where, who cancelled, and who used their join link, when and how often.
 */

export const REGISTRANT_STATUSES = ['active', 'cancelled'] as const
export type RegistrantStatus = (typeof REGISTRANT_STATUSES)[number]

export type Registrant = Pick<
  WebinarRegistrationRow,
  | 'id'
  | 'name'
  | 'email'
  | 'company'
  | 'registeredAt'
  | 'cancelledAt'
  | 'joinedAt'
  | 'joinCount'
  | 'source'
  | 'policyVersion'
>

const where = (webinarId: string, status?: RegistrantStatus): SQL | undefined =>
  and(
    eq(webinarRegistrations.webinarId, webinarId),
    status === 'active'
      ? isNull(webinarRegistrations.cancelledAt)
      : status === 'cancelled'
        ? isNotNull(webinarRegistrations.cancelledAt)
        : undefined,
  )

const columns = {
  id: webinarRegistrations.id,
  name: webinarRegistrations.name,
  email: webinarRegistrations.email,
  company: webinarRegistrations.company,
  registeredAt: webinarRegistrations.registeredAt,
  cancelledAt: webinarRegistrations.cancelledAt,
  joinedAt: webinarRegistrations.joinedAt,
  joinCount: webinarRegistrations.joinCount,
  source: webinarRegistrations.source,
  policyVersion: webinarRegistrations.policyVersion,
}

/** The webinar the page is about (any state: staff look back at past and cancelled ones too). */
export async function webinarForRegistrants(db: Database, webinarId: string) {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, webinarId))
  return row ?? null
}

/** One page of registrants, earliest registration first, with the total matching. */
export async function listRegistrants(
  db: Database,
  webinarId: string,
  filter: { status?: RegistrantStatus },
  page: { offset: number; limit: number },
): Promise<{ rows: Registrant[]; total: number }> {
  const condition = where(webinarId, filter.status)
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(webinarRegistrations)
      .where(condition)
      .orderBy(asc(webinarRegistrations.registeredAt), asc(webinarRegistrations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(webinarRegistrations).where(condition),
  ])
  return { rows, total: totals?.total ?? 0 }
}

/** Active, cancelled and joined (of the active ones), for the page's counts. */
export async function registrantCounts(
  db: Database,
  webinarId: string,
): Promise<{ active: number; cancelled: number; joined: number }> {
  const cancelled = webinarRegistrations.cancelledAt
  const joined = webinarRegistrations.joinedAt
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${cancelled} is null)`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${cancelled} is not null)`.mapWith(Number),
      joined:
        sql<number>`count(*) filter (where ${cancelled} is null and ${joined} is not null)`.mapWith(
          Number,
        ),
    })
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.webinarId, webinarId))
  return row ?? { active: 0, cancelled: 0, joined: 0 }
}

/** The most registrants one CSV export takes; more asks for a narrower filter. */
export const REGISTRANTS_EXPORT_MAX = 10_000

/** Every registrant matching the filter, for a CSV export; null when there are too many. */
export async function exportRegistrants(
  db: Database,
  webinarId: string,
  filter: { status?: RegistrantStatus },
): Promise<Registrant[] | null> {
  const rows = await db
    .select(columns)
    .from(webinarRegistrations)
    .where(where(webinarId, filter.status))
    .orderBy(asc(webinarRegistrations.registeredAt), desc(webinarRegistrations.id))
    .limit(REGISTRANTS_EXPORT_MAX + 1)
  return rows.length > REGISTRANTS_EXPORT_MAX ? null : rows
}
