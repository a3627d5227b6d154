import 'server-only'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { PRIVACY_POLICY_VERSION } from '@/content/legal'
import type { Database } from '@/server/db/client'
import {
  mailOutbox,
  webinarRegistrations,
  webinars,
  type WebinarRegistrationRow,
  type WebinarRow,
} from '@/server/db/schema'
import { withdrawMail } from '@/server/mail/outbox.server'
import { publicUrl } from '@/server/public-origin'
import { queueWebhookEvent } from '@/server/webhooks/outbox.server'
import { signLinkValue, verifyLinkValue, type LinkPurpose } from '@/server/signed-link'
import { wasErased } from './audience.server'
import {
  registrationMail,
  reminderKeyPrefix,
  type RegistrantMail,
} from './mail/registration-mail.server'
import {
  cancelEndpointPath,
  cancelPagePath,
  joinLinkPath,
  type JoinProblem,
} from './registration-paths'
import type { RegistrationRequest } from './registration.schema'
import { isUpcoming, webinarEnd } from './webinar'
import { toWebinar } from './webinars.server'

/*
 * Registration for one webinar (issue 29, decision 049): no double opt-in (the visitor asked for
 * this one session, and every e-mail can cancel it), a personal join link that records its use,
 * reminders a day and an hour before held in the outbox until their time, and the functions the
 * console calls when staff move, cancel or add a recording to a session.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The join and cancel tokens of a registration: its id, signed for one purpose each. */
export function registrationTokens(registrationId: string) {
  return {
    join: signLinkValue('webinar-registration-join', registrationId),
    cancel: signLinkValue('webinar-registration-cancel', registrationId),
  }
}

/** The registration id a token names, or null for anything we did not sign for this purpose. */
function registrationIdOf(purpose: LinkPurpose, token: string): string | null {
  const value = verifyLinkValue(purpose, token)
  return value !== null && UUID.test(value) ? value : null
}

function registrantMail(row: WebinarRegistrationRow): RegistrantMail {
  const tokens = registrationTokens(row.id)
  return {
    registrationId: row.id,
    name: row.name,
    email: row.email,
    registeredAt: row.registeredAt,
    links: {
      joinUrl: publicUrl(joinLinkPath(tokens.join)),
      cancelUrl: publicUrl(cancelPagePath(tokens.cancel)),
      oneClickCancelUrl: publicUrl(cancelEndpointPath(tokens.cancel)),
    },
  }
}

const isActive = isNull(webinarRegistrations.cancelledAt)

async function activeCount(db: Database, webinarId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), isActive))
  return row?.total ?? 0
}

async function activeRegistrations(db: Database, webinarId: string) {
  return db
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), isActive))
    .orderBy(webinarRegistrations.registeredAt)
}

/** Whether the session takes registrations now: not called off, published and not over. */
function takesRegistrations(row: WebinarRow, now: Date): boolean {
  return row.isPublished && row.cancelledAt === null && isUpcoming(toWebinar(row), now)
}

/** What a webinar's page offers: the register form, 'full' (and the subscribe form), or nothing. */
export type RegistrationOpening = 'open' | 'full' | 'closed'

export async function registrationOpening(
  db: Database,
  webinarId: string,
  now: Date = new Date(),
): Promise<RegistrationOpening> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, webinarId))
  if (!row || !takesRegistrations(row, now)) return 'closed'
  if (row.registrationLimit === null) return 'open'
  return (await activeCount(db, webinarId)) >= row.registrationLimit ? 'full' : 'open'
}

export type RegisterOutcome =
  /** A new registration (or one made again after cancelling): the confirmation is queued. */
  | { outcome: 'registered'; registrationId: string }
  /** Already registered and not cancelled: nothing changes, nothing is sent again. */
  | { outcome: 'already-registered'; registrationId: string }
  /** Every seat is taken. */
  | { outcome: 'full' }
  /** Over, cancelled or not published: nothing to register for. */
  | { outcome: 'closed' }
  | { outcome: 'not-found' }
  /** The address was erased at its owner's request and is not added again here. */
  | { outcome: 'erased' }

/**
 * Registers a visitor for a published, upcoming session, in one transaction: the registration
 * row (with its consent record), the confirmation (join link, calendar file, cancel link) and the
 * reminders still ahead. The webinar's row is locked first, so the seats are counted and taken by
 * one registration at a time: two visitors after the last seat cannot both get it. Registering
 * again while registered changes and sends nothing; after cancelling, it registers anew.
 */
export async function registerForWebinar(
  db: Database,
  request: Pick<RegistrationRequest, 'webinar' | 'name' | 'email' | 'company'>,
  { now = new Date(), source = null }: { now?: Date; source?: string | null } = {},
): Promise<RegisterOutcome> {
  const email = request.email.trim().toLowerCase()
  if (await wasErased(db, email)) return { outcome: 'erased' }
  const company = request.company?.trim() || null
  return db.transaction(async (tx): Promise<RegisterOutcome> => {
    const [row] = await tx
      .select()
      .from(webinars)
      .where(eq(webinars.slug, request.webinar))
      .for('update')
    if (!row || !row.isPublished) return { outcome: 'not-found' }
    if (!takesRegistrations(row, now)) return { outcome: 'closed' }
    // A full session answers 'full' to everyone, registered or not: the answer never tells who
    // holds a seat (their confirmation has told them).
    if (
      row.registrationLimit !== null &&
      (await activeCount(tx, row.id)) >= row.registrationLimit
    ) {
      return { outcome: 'full' }
    }
    const [existing] = await tx
      .select()
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.webinarId, row.id), eq(webinarRegistrations.email, email)))
    if (existing && existing.cancelledAt === null) {
      return { outcome: 'already-registered', registrationId: existing.id }
    }
    const values = {
      name: request.name.trim(),
      company,
      registeredAt: now,
      cancelledAt: null,
      source,
      policyVersion: PRIVACY_POLICY_VERSION,
    }
    const [registration] = existing
      ? await tx
          .update(webinarRegistrations)
          .set(values)
          .where(eq(webinarRegistrations.id, existing.id))
          .returning()
      : await tx
          .insert(webinarRegistrations)
          .values({ ...values, webinarId: row.id, email })
          .returning()
    const webinar = toWebinar(row)
    const registrant = registrantMail(registration!)
    await registrationMail.confirmed(tx, registrant, webinar)
    await registrationMail.reminders(tx, registrant, webinar, now)
    await queueWebhookEvent(
      tx,
      'webinar.registered',
      {
        registrationId: registration!.id,
        name: registration!.name,
        email: registration!.email,
        company: registration!.company,
        webinarId: row.id,
        webinarSlug: row.slug,
        webinarTitle: row.title,
        startsAt: webinar.startsAt.toISOString(),
        source: registration!.source,
      },
      { eventId: `${registration!.id}:${now.getTime()}`, now },
    )
    return { outcome: 'registered', registrationId: registration!.id }
  })
}

/**
 * Withdraws the reminders still waiting for one registration, or (no registration) for every
 * registration of the webinar. Sent ones and ones being sent stay as they are.
 */
async function withdrawReminders(tx: Database, webinarId: string, registrationId?: string) {
  if (!registrationId) return withdrawMail(tx, reminderKeyPrefix(webinarId))
  // Keys: webinar-reminder:<webinar>:<start>:<registration>:… (ids and digits only: no escaping).
  const withdrawn = await tx
    .update(mailOutbox)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.idempotencyKey} like ${`${reminderKeyPrefix(webinarId)}%:${registrationId}:%`}`,
      ),
    )
    .returning({ id: mailOutbox.id })
  return withdrawn.length
}

/** What a cancel link would do now, changing nothing (the page a link opens). */
export type CancelLink =
  | { state: 'current'; email: string; title: string; webinarSlug: string }
  | { state: 'cancelled'; email: string; title: string; webinarSlug: string }
  | { state: 'invalid' }

async function registrationWithWebinar(db: Database, id: string) {
  const [found] = await db
    .select({ registration: webinarRegistrations, webinar: webinars })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(eq(webinarRegistrations.id, id))
  return found ?? null
}

export async function inspectCancelLink(db: Database, token: string): Promise<CancelLink> {
  const id = registrationIdOf('webinar-registration-cancel', token)
  const found = id ? await registrationWithWebinar(db, id) : null
  if (!found) return { state: 'invalid' }
  const { registration, webinar } = found
  return {
    state: registration.cancelledAt === null ? 'current' : 'cancelled',
    email: registration.email,
    title: webinar.title,
    webinarSlug: webinar.slug,
  }
}

export type CancelOutcome =
  | { outcome: 'done' | 'unchanged'; email: string; title: string; webinarSlug: string }
  | { outcome: 'invalid' }

/**
 * The cancel page's button and the RFC 8058 one-click POST: the registration is cancelled (its
 * seat freed) and its reminders still waiting are withdrawn, in one transaction. Cancelling again
 * says so and changes nothing.
 */
export async function cancelRegistration(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  const id = registrationIdOf('webinar-registration-cancel', token)
  if (!id) return { outcome: 'invalid' }
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const [row] = await tx
      .update(webinarRegistrations)
      .set({ cancelledAt: now })
      .where(and(eq(webinarRegistrations.id, id), isActive))
      .returning()
    const found = await registrationWithWebinar(tx, id)
    if (!found) return { outcome: 'invalid' }
    if (row) await withdrawReminders(tx, row.webinarId, row.id)
    return {
      outcome: row ? 'done' : 'unchanged',
      email: found.registration.email,
      title: found.webinar.title,
      webinarSlug: found.webinar.slug,
    }
  })
}

export type JoinOutcome = { outcome: 'join'; url: string } | { outcome: JoinProblem }

/**
 * Only an https address is followed from a join link: staff typed it and the form takes nothing
 * else, but a row written another way is checked again here.
 */
const isWebAddress = (url: string) => /^https:\/\/[^\s]{1,2000}$/i.test(url)

/**
 * The personal join link: records its first use and how often it was used, then answers where
 * to send the registrant (the meeting). After the session it leads to the recording when there
 * is one (not counted as joining); a cancelled registration or session, a session without a
 * meeting link yet, or a token we did not sign answer why instead.
 */
export async function followJoinLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<JoinOutcome> {
  const id = registrationIdOf('webinar-registration-join', token)
  const found = id ? await registrationWithWebinar(db, id) : null
  if (!found) return { outcome: 'invalid' }
  const { registration, webinar } = found
  if (registration.cancelledAt !== null || webinar.cancelledAt !== null) {
    return { outcome: 'cancelled' }
  }
  if (webinarEnd(toWebinar(webinar)) <= now) {
    return webinar.replayLink && isWebAddress(webinar.replayLink)
      ? { outcome: 'join', url: webinar.replayLink }
      : { outcome: 'over' }
  }
  // Taken off the site for now: no meeting to send anyone to until it is back.
  if (!webinar.isPublished || !webinar.zoomLink || !isWebAddress(webinar.zoomLink)) {
    return { outcome: 'no-link' }
  }
  await db
    .update(webinarRegistrations)
    .set({
      joinedAt: sql`coalesce(${webinarRegistrations.joinedAt}, ${now.toISOString()}::timestamptz)`,
      joinCount: sql`${webinarRegistrations.joinCount} + 1`,
    })
    .where(eq(webinarRegistrations.id, registration.id))
  return { outcome: 'join', url: webinar.zoomLink }
}

/*
 * What the console calls in its own transaction, with the webinar's row as it has just written
 * it. Each may run again with the same row and sends nothing twice.
 */

/**
 * The session's start changed: reminders waiting for any other start are withdrawn, each active
 * registrant gets the reminders still ahead of the new start and one e-mail with the new time and
 * a calendar file that updates their entry. Nothing for a session cancelled, unpublished or over.
 * Answers how many registrants were told.
 */
export async function rescheduleRegistrantReminders(
  tx: Database,
  webinar: WebinarRow,
  { previousStartsAt, now = new Date() }: { previousStartsAt?: Date; now?: Date } = {},
): Promise<{ registrants: number }> {
  const current = `${reminderKeyPrefix(webinar.id)}${webinar.webinarDate.getTime()}:%`
  await tx
    .update(mailOutbox)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.idempotencyKey} like ${`${reminderKeyPrefix(webinar.id)}%`}`,
        sql`${mailOutbox.idempotencyKey} not like ${current}`,
      ),
    )
  if (!takesRegistrations(webinar, now)) return { registrants: 0 }
  const session = toWebinar(webinar)
  const rows = await activeRegistrations(tx, webinar.id)
  for (const row of rows) {
    const registrant = registrantMail(row)
    await registrationMail.reminders(tx, registrant, session, now)
    await registrationMail.timeChanged(tx, registrant, session, previousStartsAt)
  }
  return { registrants: rows.length }
}

/**
 * The firm called the session off: every reminder still waiting is withdrawn and each active
 * registrant gets one e-mail saying so (once ever). Answers how many were queued now.
 */
export async function tellRegistrantsOfCancellation(
  tx: Database,
  webinar: WebinarRow,
): Promise<{ told: number }> {
  await withdrawReminders(tx, webinar.id)
  const session = toWebinar(webinar)
  let told = 0
  for (const row of await activeRegistrations(tx, webinar.id)) {
    if (await registrationMail.cancelled(tx, registrantMail(row), session)) told += 1
  }
  return { told }
}

/**
 * The session is over and has a recording: each active registrant gets one e-mail with it, once
 * ever (a later change of the link sends nothing more). List mail. Nothing while the session is
 * still ahead, cancelled, or without a recording. Answers how many were queued now.
 */
export async function sendReplayFollowUps(
  tx: Database,
  webinar: WebinarRow,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const session = toWebinar(webinar)
  const replay = webinar.replayLink
  if (!replay || !isWebAddress(replay) || webinar.cancelledAt !== null) return { sent: 0 }
  if (webinarEnd(session) > now) return { sent: 0 }
  let sent = 0
  for (const row of await activeRegistrations(tx, webinar.id)) {
    if (await registrationMail.replay(tx, registrantMail(row), session, replay)) sent += 1
  }
  return { sent }
}
