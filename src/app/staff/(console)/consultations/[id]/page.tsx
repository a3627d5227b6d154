import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { mayTouchConsultation } from '@/app/_wiring/inbox'
import { requireStaffPage } from '@/app/_wiring/staff'
import { CHANNEL_LABELS, STATUS_LABELS, type InboxHistoryEntry } from '@/features/booking/inbox'
import { assignableConsultants, inboxConsultation } from '@/features/booking/inbox.server'
import { AssignConsultant } from '@/features/booking/inbox/assign-consultant'
import { ConsultationActions } from '@/features/booking/inbox/consultation-actions'
import { AddNote } from '@/features/booking/inbox/consultation-notes'
import { firmTime, timeIn } from '@/features/booking/inbox/inbox-format'
import { TIME_ZONES } from '@/features/booking/time-zones'
import { decide } from '@/features/staff/policy'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Consultation' }

function describe(entry: InboxHistoryEntry): string {
  const who = entry.byStaff
    ? ` by ${entry.by ?? 'a former member of staff'}`
    : entry.kind === 'reminder-sent'
      ? ''
      : ' by the visitor'
  switch (entry.kind) {
    case 'booked':
      return 'Booked'
    case 'rescheduled':
      return `Rescheduled${who} from ${entry.from ? firmTime(entry.from) : '?'} to ${entry.to ? firmTime(entry.to) : '?'}`
    case 'cancelled':
      return `Cancelled${who}`
    case 'completed':
      return `Marked completed${who}`
    case 'no-show':
      return `Marked no-show${who}`
    case 'reminder-sent':
      return 'Reminder sent'
  }
}

export default async function ConsultationPage({ params }: { params: Promise<{ id: string }> }) {
  const { member } = await requireStaffPage('consultations.view')
  const { id } = await params
  const db = getDb()
  const now = new Date()
  const detail = await inboxConsultation(
    db,
    id,
    mayTouchConsultation(member, 'consultations.view'),
    now,
  )
  if (!detail) notFound()
  const { consultation, history, notes } = detail
  const target = { kind: 'consultation' as const, consultantId: consultation.consultantId }
  const mayManage = decide(member, 'consultations.manage', target).allowed
  const mayAssign = decide(member, 'consultations.assign', target).allowed
  const confirmed = consultation.status !== 'cancelled'
  const started = new Date(consultation.startsAt) <= now
  const consultants = mayAssign ? await assignableConsultants(db) : []
  return (
    <div className="space-y-8">
      <p>
        <Link
          href="/staff/consultations"
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          ← All consultations
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{consultation.name}</h1>
        <p className="text-muted-foreground">{STATUS_LABELS[consultation.status]}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">E-mail</dt>
          <dd className="break-all">
            <a
              href={`mailto:${consultation.email}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {consultation.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Booked via</dt>
          <dd>{CHANNEL_LABELS[consultation.bookedVia]}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Time (firm, Eastern)</dt>
          <dd>{firmTime(consultation.startsAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Time for the visitor</dt>
          <dd>
            {timeIn(consultation.startsAt, consultation.timeZone)} (
            {TIME_ZONES[consultation.timeZone].label})
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Consultant</dt>
          <dd>{consultation.consultantName ?? 'Unassigned'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-muted-foreground">Questions</dt>
          <dd className="whitespace-pre-wrap">{consultation.questions}</dd>
        </div>
      </dl>
      {mayAssign ? (
        <AssignConsultant
          id={consultation.id}
          current={consultation.consultantId}
          consultants={consultants}
        />
      ) : null}
      {mayManage ? (
        <ConsultationActions
          id={consultation.id}
          changeable={confirmed && !started}
          markable={confirmed && started}
          outcome={consultation.outcome}
          timeZone={consultation.timeZone}
          sequence={consultation.sequence}
        />
      ) : null}
      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <ol className="space-y-2">
          {history.map((entry, index) => (
            <li key={index} className="rounded-card border p-3">
              <p className="font-medium">{describe(entry)}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{firmTime(entry.at)}</time>
              </p>
              {entry.reason ? <p className="text-sm">Reason: {entry.reason}</p> : null}
              {entry.messageToVisitor ? (
                <p className="text-sm">Message to the visitor: {entry.messageToVisitor}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="notes-heading" className="space-y-3">
        <h2 id="notes-heading" className="text-lg font-semibold">
          Internal notes
        </h2>
        {mayManage ? <AddNote id={consultation.id} /> : null}
        {notes.length === 0 ? <p className="text-muted-foreground">No notes yet.</p> : null}
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-card border p-3">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {note.authorName ?? 'A former member'} ·{' '}
                <time dateTime={note.createdAt}>{firmTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
