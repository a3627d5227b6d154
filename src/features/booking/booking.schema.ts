import { z } from '@/lib/zod'
import { EmailSchema, FIELD_LIMITS, NameSchema, fieldMessages } from '@/lib/field-schemas'
import { isClockTime, isIsoDay, todayIn } from './slots'
import { TIME_ZONE_CODES, isTimeZoneCode } from './time-zones'

/**
 * The consultation request's rules and messages (spec section 5), written once and used by the
 * browser form and the server alike. Each field reports the first rule it breaks.
 */
export const messages = {
  ...fieldMessages,
  questionsTooShort: 'Please provide at least 10 characters describing your questions',
  questionsTooLong: 'Questions are too long (max 2000 characters)',
  invalidContent: 'Invalid content detected',
  dateRequired: 'Please select a date',
  dateInvalid: 'Please select a valid date',
  datePast: 'Please select a future date',
  timeRequired: 'Please select a time',
  timeNotOffered: 'Please select one of the available times',
  timeZoneRequired: 'Please select a timezone',
} as const

export const LIMITS = {
  ...FIELD_LIMITS,
  questionsMin: 10,
  questionsMax: 2000,
}

/**
 * Markup that must never reach a page or an e-mail: script and iframe tags, javascript: URLs,
 * inline event-handler attributes and HTML data URLs. Everything is escaped when shown anyway;
 * this turns such input away with a clear message. "JavaScript: we use React" stays allowed: a
 * URL has no space after the colon.
 */
const DANGEROUS_CONTENT = [
  /<\s*script\b/i,
  /<\s*iframe\b/i,
  /\bjavascript:(?!\s)/i,
  /\bdata:text\/html/i,
]

/**
 * A tag's name and its attributes (after a space or `/`) up to its `>`. Matches never overlap,
 * so the text is read once (one pattern over the whole tag with an open-ended attribute list
 * went back over it for every `on` it met: quadratic on a crafted question).
 */
const TAG = /<[a-z][a-z0-9-]{0,40}([\s/][^>]{0,2000})?/gi
/** An inline event-handler attribute inside a tag: ` onerror=`, `/onclick =`. */
const EVENT_HANDLER = /[\s/]on[a-z]{1,40}\s{0,20}=/i

export function hasDangerousContent(text: string): boolean {
  if (DANGEROUS_CONTENT.some((pattern) => pattern.test(text))) return true
  for (const [, attributes = ''] of text.matchAll(TAG)) {
    if (EVENT_HANDLER.test(attributes)) return true
  }
  return false
}

export { EmailSchema, NameSchema }

export const QuestionsSchema = z
  .string({ error: messages.questionsTooShort })
  .trim()
  .min(LIMITS.questionsMin, messages.questionsTooShort)
  .max(LIMITS.questionsMax, messages.questionsTooLong)
  .refine((text) => !hasDangerousContent(text), messages.invalidContent)

export const DateSchema = z
  .string({ error: messages.dateRequired })
  .min(1, messages.dateRequired)
  .refine(isIsoDay, messages.dateInvalid)

export const TimeSchema = z
  .string({ error: messages.timeRequired })
  .min(1, messages.timeRequired)
  .refine(isClockTime, messages.timeNotOffered)

export const TimeZoneSchema = z.enum(TIME_ZONE_CODES, { error: messages.timeZoneRequired })

const slotChoiceShape = { date: DateSchema, time: TimeSchema, timeZone: TimeZoneSchema }

/** Today counts: its later slots are bookable. Judged by the calendar in the chosen zone. */
function refuseEarlierDays(
  choice: { date: string; timeZone: string },
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (isIsoDay(choice.date) && isTimeZoneCode(choice.timeZone)) {
    if (choice.date < todayIn(choice.timeZone)) {
      context.addIssue({ code: 'custom', path: ['date'], message: messages.datePast })
    }
  }
}

/**
 * The chosen slot: a day, a start time and the zone both are in. Request bodies are strict
 * objects: a field the form does not send is refused, not silently dropped.
 */
export const SlotChoiceSchema = z.strictObject(slotChoiceShape).superRefine(refuseEarlierDays)

/** A booking's version (iCalendar SEQUENCE) as a staff screen showed it. */
export const BookingVersionSchema = z.number().int().min(0).max(100_000)

/** A move made in the staff console: the new slot and the version the member's screen showed. */
export const StaffRescheduleSchema = z
  .strictObject({ ...slotChoiceShape, sequence: BookingVersionSchema })
  .superRefine(refuseEarlierDays)

/** The secret of a cancel or reschedule link (checked against the stored hash, so only sized here). */
export const ManageTokenSchema = z.string({ error: 'The link is missing its token' }).max(200)

/** `POST /api/consultations/reschedule`: the e-mailed link's token and the new slot. */
export const RescheduleByTokenSchema = z
  .strictObject({ token: ManageTokenSchema, ...slotChoiceShape })
  .superRefine(refuseEarlierDays)

/** The public forms' honeypot: hidden from people, filled in by form-filling scripts. */
export const HoneypotSchema = z.string().max(200).optional()

/**
 * A consultation request: `{ name, email, questions, date, time, timeZone }` (spec section 3),
 * plus the form's honeypot `contact_me_by_fax`, which people leave empty.
 */
export const ConsultationRequestSchema = z
  .strictObject({
    name: NameSchema,
    email: EmailSchema,
    questions: QuestionsSchema,
    ...slotChoiceShape,
    contact_me_by_fax: HoneypotSchema,
    /** Where the form is: the chat assistant sends `chat`; `/contact` sends nothing. */
    channel: z.enum(['contact', 'chat']).optional(),
  })
  .superRefine(refuseEarlierDays)

export type ConsultationRequest = z.output<typeof ConsultationRequestSchema>
export type ConsultationRequestInput = z.input<typeof ConsultationRequestSchema>
export type SlotChoice = z.output<typeof SlotChoiceSchema>
