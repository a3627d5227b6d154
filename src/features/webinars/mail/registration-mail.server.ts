import 'server-only'
import { and, eq, ne, or, isNull } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { queueMail, SUPPRESSED_NOTE } from '@/server/mail/outbox.server'
import type { RenderedMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import {
  formatEasternDate,
  formatEasternTime,
  webinarCalendarEvent,
  webinarPath,
  type Webinar,
} from '../webinar'
import {
  renderRegistrationCancelled,
  renderRegistrationConfirmation,
  renderRegistrationReminder,
  renderRegistrationReplay,
  renderRegistrationTimeChanged,
  type RegisteredSession,
  type RegistrationMailInput,
  type ReminderLead,
} from './webinar-registration'

/** A registrant as their e-mails see them, with their own links. */
export type RegistrantMail = {
  registrationId: string
  name: string
  email: string
  /** The current registration's moment: a registration made again gets reminders of its own. */
  registeredAt: Date
  links: {
    /** The personal join link (records the visit, then sends on to the meeting). */
    joinUrl: string
    /** The page that asks to cancel. */
    cancelUrl: string
    /** RFC 8058 endpoint a mail client POSTs to (List-Unsubscribe-Post). */
    oneClickCancelUrl: string
  }
}

/** The reminders, and how long before the start each is due. */
export const REMINDER_LEADS: readonly { lead: ReminderLead; ms: number }[] = [
  { lead: '24h', ms: 24 * 60 * 60_000 },
  { lead: '1h', ms: 60 * 60_000 },
]

/**
 * Reminder keys: `webinar-reminder:<webinar>:<start ms>:<registration>:<registered ms>:<lead>`.
 * The start comes first, so the reminders of any other start of a webinar are one LIKE away;
 * the registration's moment keeps a registration made again after cancelling apart from the
 * reminders withdrawn when it was cancelled.
 */
export const reminderKeyPrefix = (webinarId: string) => `webinar-reminder:${webinarId}:`
const reminderKey = (webinar: Webinar, registrant: RegistrantMail, lead: ReminderLead) =>
  `${reminderKeyPrefix(webinar.id)}${webinar.startsAt.getTime()}:${registrant.registrationId}:${registrant.registeredAt.getTime()}:${lead}`

/** A one-click cancel button in mail clients (RFC 2369, RFC 8058), on every registration e-mail. */
function cancelHeaders(registrant: RegistrantMail): Record<string, string> {
  return {
    'List-Unsubscribe': `<${registrant.links.oneClickCancelUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

function sessionOf(webinar: Webinar, startsAt = webinar.startsAt): RegisteredSession {
  return {
    title: webinar.title,
    date: formatEasternDate(startsAt),
    time: formatEasternTime(startsAt),
    duration: webinar.duration,
    speakers: webinar.speakers,
    pageUrl: publicUrl(webinarPath(webinar.slug)),
  }
}

function inputOf(registrant: RegistrantMail, webinar: Webinar): RegistrationMailInput {
  return {
    name: registrant.name,
    email: registrant.email,
    session: sessionOf(webinar),
    joinUrl: registrant.links.joinUrl,
    cancelUrl: registrant.links.cancelUrl,
  }
}

/**
 * The registrant's calendar entry: the session with their own join link as its place, one entry
 * per webinar (the page's "Add to calendar" file has the same UID, so it is updated, not doubled),
 * its SEQUENCE the webinar's last change so a new time replaces the old one.
 */
function registrantEvent(registrant: RegistrantMail, webinar: Webinar) {
  const event = webinarCalendarEvent(
    { ...webinar, zoomLink: registrant.links.joinUrl },
    publicUrl(webinarPath(webinar.slug)),
  )
  return { ...event, sequence: Math.floor(webinar.updatedAt.getTime() / 1000) }
}

function queue(
  tx: Database,
  key: string,
  registrant: RegistrantMail,
  mail: RenderedMail,
  options: { notBefore?: Date; list?: boolean } = {},
) {
  return queueMail(tx, {
    idempotencyKey: key,
    to: registrant.email,
    mail,
    headers: cancelHeaders(registrant),
    ...options,
  })
}

/**
 * The e-mails of a registration, queued in the transaction that changes it (a registration and
 * its e-mails are committed together or not at all). Each key names one logical message.
 */
export const registrationMail = {
  /** The confirmation of one registration (made again after cancelling: a new one). */
  async confirmed(tx: Database, registrant: RegistrantMail, webinar: Webinar): Promise<void> {
    await queue(
      tx,
      `webinar-registration:${registrant.registrationId}:${registrant.registeredAt.getTime()}`,
      registrant,
      renderRegistrationConfirmation({
        ...inputOf(registrant, webinar),
        event: registrantEvent(registrant, webinar),
      }),
    )
  },

  /**
   * The reminders still ahead for the session's current start, held until their time: none for
   * a point already passed (a registration an hour before gets only the 1-hour one, or none).
   * List mail: a suppressed address does not get them. A reminder of this start withdrawn when
   * the start moved away and back is put back. Answers how many are waiting.
   */
  async reminders(
    tx: Database,
    registrant: RegistrantMail,
    webinar: Webinar,
    now: Date,
  ): Promise<number> {
    let waiting = 0
    for (const { lead, ms } of REMINDER_LEADS) {
      const due = new Date(webinar.startsAt.getTime() - ms)
      if (due <= now) continue
      const key = reminderKey(webinar, registrant, lead)
      const { queued } = await queue(
        tx,
        key,
        registrant,
        renderRegistrationReminder({ ...inputOf(registrant, webinar), lead }),
        { notBefore: due, list: true },
      )
      if (queued) {
        waiting += 1
        continue
      }
      const revived = await tx
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: due, lastError: null })
        .where(
          and(
            eq(mailOutbox.idempotencyKey, key),
            eq(mailOutbox.status, 'withdrawn'),
            or(isNull(mailOutbox.lastError), ne(mailOutbox.lastError, SUPPRESSED_NOTE)),
          ),
        )
        .returning({ id: mailOutbox.id })
      if (revived.length > 0) waiting += 1
    }
    return waiting
  },

  /** The session moved: the new time and a calendar file that updates the entry. */
  async timeChanged(
    tx: Database,
    registrant: RegistrantMail,
    webinar: Webinar,
    previousStartsAt: Date | undefined,
  ): Promise<void> {
    const previous = previousStartsAt ? sessionOf(webinar, previousStartsAt) : undefined
    await queue(
      tx,
      `webinar-time-changed:${registrant.registrationId}:${webinar.startsAt.getTime()}:${webinar.updatedAt.getTime()}`,
      registrant,
      renderRegistrationTimeChanged({
        ...inputOf(registrant, webinar),
        event: registrantEvent(registrant, webinar),
        ...(previous ? { previous: { date: previous.date, time: previous.time } } : {}),
      }),
    )
  },

  /** The firm called the session off: one e-mail per registration, ever. */
  async cancelled(tx: Database, registrant: RegistrantMail, webinar: Webinar): Promise<boolean> {
    const { queued } = await queue(
      tx,
      `webinar-cancelled:${registrant.registrationId}`,
      registrant,
      renderRegistrationCancelled({
        name: registrant.name,
        email: registrant.email,
        session: sessionOf(webinar),
        webinarsUrl: publicUrl('/insights/webinars'),
      }),
    )
    return queued
  },

  /** The recording, once per registration ever. List mail. */
  async replay(
    tx: Database,
    registrant: RegistrantMail,
    webinar: Webinar,
    replayUrl: string,
  ): Promise<boolean> {
    const { queued } = await queue(
      tx,
      `webinar-replay:${registrant.registrationId}`,
      registrant,
      renderRegistrationReplay({ ...inputOf(registrant, webinar), replayUrl }),
      { list: true },
    )
    return queued
  },
}
