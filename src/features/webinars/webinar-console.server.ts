import 'server-only'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import { webinarRegistrations, webinars, type WebinarRow } from '@/server/db/schema'
import { publishWebinar } from './operator.server'
import {
  rescheduleRegistrantReminders,
  sendReplayFollowUps,
  tellRegistrantsOfCancellation,
} from './registrations.server'
import type { WebinarState } from './webinar-form-fields'
import { webinarState, type WebinarFormValues } from './webinar-form.server'
import {
  addWebinar,
  scheduleWebinarPublish,
  setWebinarPublished,
  slugFromTitle,
  slugProblem,
  toWebinar,
  WebinarError,
} from './webinars.server'
import type { Webinar } from './webinar'

/**
 * The console's webinars (issue 29): what the list and the editor show, and every change staff
 * make, each in one transaction with its audit entry. The public pages read the same rows on
 * each request, so a change shows at once on every instance.
 */

/** Who is changing what, for the audit log. */
export type WebinarChange = { staffId: string; requestId?: string }

/** A webinar with what the console adds: its state, schedule, publishing record and registrants. */
export type ConsoleWebinar = Webinar & {
  state: WebinarState
  publishAt: Date | null
  publishedAt: Date | null
  /** `schedule` when the minute job published it, `hand` for a person. */
  publishedBy: string | null
  /** Registrations not cancelled. */
  registrations: number
  /** The form's stale check: the row as the editor was given it. */
  version: string
}

function consoleWebinar(row: WebinarRow, registrations: number, now: Date): ConsoleWebinar {
  const webinar = toWebinar(row)
  return {
    ...webinar,
    state: webinarState({ ...webinar, publishAt: row.publishAt }, now),
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    registrations,
    version: row.updatedAt.toISOString(),
  }
}

const activeRegistrations = () =>
  and(eq(webinarRegistrations.webinarId, webinars.id), isNull(webinarRegistrations.cancelledAt))

/** Every webinar, latest session first, with its active registrations counted. */
export async function listWebinarsForConsole(
  db: Database,
  now: Date = new Date(),
): Promise<ConsoleWebinar[]> {
  const rows = await db
    .select({ webinar: webinars, registrations: count(webinarRegistrations.id) })
    .from(webinars)
    .leftJoin(webinarRegistrations, activeRegistrations())
    .groupBy(webinars.id)
    .orderBy(desc(webinars.webinarDate), webinars.slug)
  return rows.map((row) => consoleWebinar(row.webinar, row.registrations, now))
}

/** One webinar by id, or null. */
export async function webinarForConsole(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<ConsoleWebinar | null> {
  const [row] = await db
    .select({ webinar: webinars, registrations: count(webinarRegistrations.id) })
    .from(webinars)
    .leftJoin(webinarRegistrations, activeRegistrations())
    .where(eq(webinars.id, id))
    .groupBy(webinars.id)
  return row ? consoleWebinar(row.webinar, row.registrations, now) : null
}

/** The categories webinars use, for the editor's suggestions. */
export async function webinarCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: webinars.category })
    .from(webinars)
    .orderBy(webinars.category)
  return rows.map((row) => row.category)
}

/** A refusal that belongs to one field of the form. */
export class WebinarFieldError extends WebinarError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

function checkedSlug(values: WebinarFormValues): string {
  const slug = values.slug ?? slugFromTitle(values.title)
  const problem = slugProblem(slug)
  if (problem) throw new WebinarFieldError('slug', problem)
  return slug
}

/** Adds a draft from the console's form; answers its id. */
export async function createWebinar(
  db: Database,
  values: WebinarFormValues,
  change: WebinarChange,
): Promise<{ id: string; slug: string }> {
  const slug = checkedSlug(values)
  return db.transaction(async (tx) => {
    const added = await addWebinar(tx, { ...values, slug }).catch((error: unknown) => {
      if (error instanceof WebinarError) throw new WebinarFieldError('slug', error.message)
      throw error
    })
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webinars.create',
      target: { type: 'webinar', id: added.id },
      requestId: change.requestId,
    })
    return { id: added.id, slug: added.slug }
  })
}

/** Locks the row for the rest of the transaction; null when there is no such webinar. */
async function lockedWebinar(tx: Database, id: string): Promise<WebinarRow | null> {
  const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update')
  return row ?? null
}

export type UpdateOutcome =
  | {
      ok: true
      webinar: Webinar
      /** Registrants sent the new time (the start moved). */
      toldOfNewTime: number
      /** Registrants sent the recording (the session is over and has a replay link). */
      recordingsSent: number
    }
  | { ok: false; reason: 'unknown' | 'stale' }

/**
 * Saves the editor's form. `version` is the row's `updatedAt` as the editor got it: a change made
 * meanwhile (by a colleague, or the schedule publishing it) is not overwritten. A webinar that
 * has been published keeps its address, since links to it are out in the world.
 */
export async function updateWebinar(
  db: Database,
  id: string,
  values: WebinarFormValues,
  version: string,
  change: WebinarChange,
  now: Date = new Date(),
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockedWebinar(tx, id)
    if (!current) return { ok: false as const, reason: 'unknown' as const }
    if (current.updatedAt.toISOString() !== version) {
      return { ok: false as const, reason: 'stale' as const }
    }
    const slug = values.slug ?? current.slug
    if (slug !== current.slug) {
      if (current.publishedAt) {
        throw new WebinarFieldError(
          'slug',
          'A webinar that has been published keeps its address, so links to it keep working',
        )
      }
      checkedSlug({ ...values, slug })
    }
    const [row] = await tx
      .update(webinars)
      .set({
        slug,
        title: values.title,
        description: values.description,
        agenda: values.agenda.join('\n'),
        speakers: values.speakers,
        webinarDate: values.startsAt,
        duration: values.duration,
        zoomLink: values.zoomLink,
        replayLink: values.replayLink,
        category: values.category,
        image: values.image,
        registrationLimit: values.registrationLimit,
        updatedAt: now,
      })
      .where(eq(webinars.id, id))
      .returning()
      .catch((error: unknown) => {
        throw slugTaken(error, slug)
      })
    const saved = row!
    const timeChanged = current.webinarDate.getTime() !== saved.webinarDate.getTime()
    // Registrants hear of a new time (reminders moved with it) and, once the session is over,
    // get its recording: each once, however often the form is saved.
    const { registrants: toldOfNewTime } = timeChanged
      ? await rescheduleRegistrantReminders(tx, saved, {
          previousStartsAt: current.webinarDate,
          now,
        })
      : { registrants: 0 }
    const { sent: recordingsSent } = await sendReplayFollowUps(tx, saved, now)
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webinars.update',
      target: { type: 'webinar', id },
      requestId: change.requestId,
      detail: { timeChanged, toldOfNewTime, recordingsSent },
    })
    return { ok: true as const, webinar: toWebinar(saved), toldOfNewTime, recordingsSent }
  })
}

function slugTaken(error: unknown, slug: string): unknown {
  return isUniqueViolation(error)
    ? new WebinarFieldError('slug', `Another webinar has the address '${slug}'`)
    : error
}

/** What the status panel can do to a webinar. */
export type WebinarStatusChange =
  | { action: 'publish' }
  | { action: 'schedule'; at: Date }
  | { action: 'unschedule' }
  | { action: 'unpublish' }
  | { action: 'cancel' }

export type StatusOutcome =
  | { ok: true; message: string }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'refused'; message: string }

const refused = (message: string): StatusOutcome => ({ ok: false, reason: 'refused', message })

/**
 * Publishes (and announces, once per subscriber), schedules, withdraws or cancels a webinar, with
 * its audit entry, in one transaction that holds the row: a scheduled publish firing at the same
 * moment waits, then finds the row as this change left it.
 */
export async function changeWebinarStatus(
  db: Database,
  id: string,
  change: WebinarStatusChange,
  who: WebinarChange,
  now: Date = new Date(),
): Promise<StatusOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedWebinar(tx, id)
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    if (row.cancelledAt) return refused('This webinar was cancelled; nothing more can change.')
    let outcome: StatusOutcome
    switch (change.action) {
      case 'publish': {
        if (row.isPublished) return refused('This webinar is published already.')
        const { announced } = await publishWebinar(tx, row.slug, now)
        outcome = {
          ok: true,
          message: `Published. Announced to ${announced} subscriber${announced === 1 ? '' : 's'}.`,
        }
        break
      }
      case 'schedule': {
        if (row.isPublished) return refused('This webinar is published already.')
        if (change.at <= now) return refused('Choose a time that is still to come.')
        await scheduleWebinarPublish(tx, row.slug, change.at)
        outcome = { ok: true, message: 'Scheduled. It will be published within a minute of then.' }
        break
      }
      case 'unschedule': {
        if (!row.publishAt) return refused('This webinar has no publish time to cancel.')
        await scheduleWebinarPublish(tx, row.slug, null)
        outcome = { ok: true, message: 'The publish time is cleared. It stays a draft.' }
        break
      }
      case 'unpublish': {
        if (!row.isPublished) return refused('This webinar is not published.')
        await setWebinarPublished(tx, row.slug, false)
        outcome = { ok: true, message: 'Unpublished. It is no longer on the site.' }
        break
      }
      case 'cancel': {
        const [cancelled] = await tx
          .update(webinars)
          .set({ cancelledAt: now, publishAt: null, updatedAt: now })
          .where(eq(webinars.id, id))
          .returning()
        const { told } = await tellRegistrantsOfCancellation(tx, cancelled!)
        outcome = {
          ok: true,
          message: `Cancelled. Its page now says so; ${told} registrant${told === 1 ? ' was' : 's were'} told.`,
        }
        break
      }
    }
    await recordAudit(tx, {
      actorId: who.staffId,
      action: `webinars.${change.action}`,
      target: { type: 'webinar', id },
      requestId: who.requestId,
      ...(change.action === 'schedule' ? { detail: { at: change.at.toISOString() } } : {}),
    })
    return outcome
  })
}
