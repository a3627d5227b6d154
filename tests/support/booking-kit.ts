import { randomUUID } from 'node:crypto'
import { asc } from 'drizzle-orm'
import ICAL from 'ical.js'
import type { ConsultationRequest } from '@/features/booking/booking.schema'
import type { SpendPass } from '@/features/booking/manage.server'
import type { SlotTime } from '@/features/booking/slots'
import type { TimeZoneCode } from '@/features/booking/time-zones'
import { spendPass, type Pass } from '@/features/verification/pass.server'
import type { Database } from '@/server/db/client'
import { consultations, mailOutbox, type MailOutboxRow } from '@/server/db/schema'

/** A human-check pass as the verification feature issues it: its own id, 30 minutes to run. */
export function newPass(): Pass {
  return { id: `v1.test.${randomUUID()}`, expiresAt: new Date(Date.now() + 30 * 60_000) }
}

/**
 * The pass spending src/app wires into a booking, for ONE pass: the first booking that spends it
 * succeeds, every later one is refused (through the real spent-pass record in the database).
 */
export function passSpender(pass: Pass = newPass()): SpendPass {
  return (tx) => spendPass(tx, pass)
}

/**
 * A visitor who passes the human check before every booking: each call spends a pass of its own,
 * so tests that book many times book as many visitors would, each with a fresh pass.
 */
export const freshPassEachTime: SpendPass = (tx) => spendPass(tx, newPass())

/** A valid consultation request for one slot (what the route handler passes on after parsing). */
export function consultationRequest(
  date: string,
  time: SlotTime,
  timeZone: TimeZoneCode,
  visitor: Partial<Pick<ConsultationRequest, 'name' | 'email' | 'questions'>> = {},
): ConsultationRequest {
  return {
    name: 'Ada Lovelace',
    email: 'ada@client.example',
    questions: 'How should we plan the migration of our analytics platform?',
    date,
    time,
    timeZone,
    ...visitor,
  }
}

/** Every queued message, oldest first. */
export function outboxRows(db: Database): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}

/** Every consultation row, in no particular order. */
export function consultationRows(db: Database) {
  return db.select().from(consultations)
}

/** The outbox row of one idempotency key; fails the test when it is missing. */
export function outboxMessage(rows: MailOutboxRow[], key: string): MailOutboxRow {
  const row = rows.find((candidate) => candidate.idempotencyKey === key)
  if (!row) {
    const keys = rows.map((candidate) => candidate.idempotencyKey).join(', ')
    throw new Error(`no queued message ${key}; the outbox holds: ${keys}`)
  }
  return row
}

/**
 * The secret of a booking's manage links, read from the cancel link in its confirmation e-mail
 * (the service hands the token to the visitor only that way).
 */
export function manageTokenOf(confirmation: MailOutboxRow): string {
  const match = /\/consultations\/cancel\?token=([^\s&]+)/.exec(confirmation.text)
  if (!match?.[1]) throw new Error(`no cancel link in ${confirmation.idempotencyKey}`)
  return decodeURIComponent(match[1])
}

/** The iCalendar attachment of a message, parsed by ical.js (an independent reader). */
export function parseInvite(message: MailOutboxRow) {
  const [attachment, ...others] = message.attachments
  if (!attachment || others.length > 0) {
    throw new Error(`${message.idempotencyKey} has ${message.attachments.length} attachments`)
  }
  const calendar = new ICAL.Component(ICAL.parse(attachment.content))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error(`the invitation of ${message.idempotencyKey} has no VEVENT`)
  return {
    attachment,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    startsAt: new ICAL.Event(vevent).startDate.toJSDate(),
  }
}
