import 'server-only'
import type { Database } from '@/server/db/client'
import type { ConsultationRow } from '@/server/db/schema'
import { queueWebhookEvent } from '@/server/webhooks/outbox.server'
import { TIME_ZONES } from './time-zones'

type ConsultationEvent =
  'consultation.booked' | 'consultation.rescheduled' | 'consultation.cancelled'

/**
 * Queues a consultation's lead webhook in the booking's own transaction (docs/webhooks.md):
 * the lead and the meeting's time, never the manage link. The event is named by the booking and
 * its version (iCalendar SEQUENCE), so each change is sent once.
 */
export function queueConsultationWebhook(
  tx: Database,
  type: ConsultationEvent,
  row: ConsultationRow,
  extra: { previousStartsAt?: Date } = {},
): Promise<number> {
  return queueWebhookEvent(
    tx,
    type,
    {
      consultationId: row.id,
      name: row.name,
      email: row.email,
      company: null,
      phone: null,
      message: row.questions,
      startsAt: row.startsAt.toISOString(),
      timeZone: TIME_ZONES[row.timeZone].iana,
      source: row.bookedVia,
      status: row.status,
      ...(extra.previousStartsAt ? { previousStartsAt: extra.previousStartsAt.toISOString() } : {}),
    },
    { eventId: `${row.id}:${row.sequence}` },
  )
}
