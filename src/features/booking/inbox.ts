import { z } from '@/lib/zod'
import { isIsoDay } from '@/lib/iso-day'
import { BookingVersionSchema } from './booking.schema'
import type { TimeZoneCode } from './time-zones'

/*
 * The consultations inbox's shapes, shared by its server module, its route handlers and the
 * console's table: the query in the page's address (filters, sort, page), a listed row, one
 * consultation with its history and notes, and the period's figures.
 */

export const INBOX_PAGE_SIZE = 25

export const INBOX_STATUSES = [
  'upcoming',
  'awaiting-outcome',
  'completed',
  'no-show',
  'cancelled',
] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]

export const STATUS_LABELS: Record<InboxStatus, string> = {
  upcoming: 'Upcoming',
  'awaiting-outcome': 'Awaiting outcome',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
}

export type BookedVia = 'contact' | 'chat' | 'account'

export const CHANNEL_LABELS: Record<BookedVia, string> = {
  contact: 'Contact page',
  chat: 'Chat assistant',
  account: 'Account',
}

export const INBOX_SORTS = ['startsAt', 'createdAt', 'name', 'email'] as const
export type InboxSort = (typeof INBOX_SORTS)[number]

/** A day in YYYY-MM-DD, in years a booking can have (the database's instants end at 294276). */
const DaySchema = z
  .string()
  .max(10)
  .refine((day) => isIsoDay(day) && day >= '2000-01-01' && day <= '2100-12-31', {
    error: 'Enter a date between 2000 and 2100 as YYYY-MM-DD.',
  })
const Day = DaySchema.optional().catch(undefined)

/**
 * The inbox's query, read from the page's address and the API's search parameters. Anything
 * unreadable falls back to its default, so a hand-edited address shows the inbox, not an error.
 */
export const InboxQuerySchema = z
  .object({
    status: z.enum(INBOX_STATUSES).optional().catch(undefined),
    from: Day,
    to: Day,
    /** A consultant's id, or `unassigned`. */
    consultant: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional()
      .catch(undefined),
    q: z
      .string()
      .trim()
      .max(100)
      .optional()
      .catch(undefined)
      .transform((value) => value || undefined),
    sort: z.enum(INBOX_SORTS).catch('startsAt').default('startsAt'),
    direction: z.enum(['asc', 'desc']).catch('desc').default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  })
  // Dates typed the wrong way round mean the same days.
  .transform((query) =>
    query.from && query.to && query.from > query.to
      ? { ...query, from: query.to, to: query.from }
      : query,
  )
export type InboxQuery = z.output<typeof InboxQuerySchema>

/**
 * The export's filter: the inbox's, read strictly. A value the inbox would quietly drop (an
 * unknown status, a malformed day) is refused here instead, so an export never covers more
 * visitors than the member chose.
 */
export const InboxExportSchema = z
  .strictObject({
    status: z.enum(INBOX_STATUSES).optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    consultant: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    q: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => value || undefined),
    sort: z.enum(INBOX_SORTS).default('startsAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The first day comes before the last.',
    path: ['to'],
  })

/** A consultation as the inbox lists it. Instants are ISO 8601 in UTC. */
export type InboxRow = {
  id: string
  name: string
  email: string
  questions: string
  startsAt: string
  createdAt: string
  timeZone: TimeZoneCode
  status: InboxStatus
  bookedVia: BookedVia
  consultantId: string | null
  consultantName: string | null
}

export type InboxConsultation = InboxRow & {
  /** The booking's version (iCalendar SEQUENCE), sent back with a cancel or a move. */
  sequence: number
  outcome: 'completed' | 'no-show' | null
  cancelledAt: string | null
}

export type InboxHistoryEntry = {
  at: string
  kind: 'booked' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show' | 'reminder-sent'
  /** The staff member's name, when staff did it and the member is still known. */
  by: string | null
  byStaff: boolean
  from: string | null
  to: string | null
  reason: string | null
  messageToVisitor: string | null
}

export type InboxNote = { id: string; body: string; createdAt: string; authorName: string | null }

export type InboxDetail = {
  consultation: InboxConsultation
  history: InboxHistoryEntry[]
  notes: InboxNote[]
}

export type InboxPeriodFigures = {
  booked: number
  cancelled: number
  completed: number
  noShow: number
  /** The median time from booking to meeting, in hours; null with no bookings. */
  medianLeadHours: number | null
}

export type InboxFigures = { current: InboxPeriodFigures; previous: InboxPeriodFigures }

/** A staff cancellation's form. */
export const StaffCancelSchema = z.strictObject({
  /** The version the member's screen showed: a booking changed since is not cancelled. */
  sequence: BookingVersionSchema,
  reason: z.string().trim().min(3, 'Please say why it is cancelled.').max(500),
  /** Sent to the visitor in the cancellation e-mail when given. */
  messageToVisitor: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((value) => value || undefined),
})

export const NoteSchema = z.strictObject({
  noteId: z.uuid('The note needs an id.'),
  body: z
    .string()
    .trim()
    .min(1, 'Please write the note.')
    .max(4000, 'Notes are at most 4000 characters.'),
})

export const OutcomeSchema = z.strictObject({
  outcome: z.enum(['completed', 'no-show']),
  /** The mark the member's screen showed (null: none): another member's since is not overwritten. */
  shown: z.enum(['completed', 'no-show']).nullable(),
})

export const AssignSchema = z.strictObject({
  consultantId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
})
