import { z } from '@/lib/zod'
import {
  DateSchema,
  EmailSchema,
  NameSchema,
  QuestionsSchema,
  TimeSchema,
  TimeZoneSchema,
} from '@/features/booking/booking.schema'

/** The assistant scheduling form's own words (spec section 5). */
export const chatBookingMessages = {
  blank: 'Please fill out this section before submitting.',
  email: 'Please enter a valid email address.',
} as const

/** Blank, or only spaces: the assistant's blank-field message, and no other. */
const filledIn = () => z.string().trim().min(1, chatBookingMessages.blank)

/**
 * The assistant's booking form in the browser: every field is required and a blank one says so
 * in the assistant's words; the e-mail address gets the assistant's message. What is filled in is
 * then judged by the booking feature's own field rules (and their messages), the ones the server
 * applies again with `ConsultationRequestSchema`, so the visitor hears of a too-short question
 * before sending rather than from the server.
 */
export const ChatBookingSchema = z.object({
  name: filledIn().pipe(NameSchema),
  email: filledIn().pipe(
    z.string().refine((email) => EmailSchema.safeParse(email).success, chatBookingMessages.email),
  ),
  questions: filledIn().pipe(QuestionsSchema),
  date: filledIn().pipe(DateSchema),
  time: filledIn().pipe(TimeSchema),
  timeZone: filledIn().pipe(TimeZoneSchema),
  /** Not a field: tells the server (and the staff's inbox) the booking came through the chat. */
  channel: z.literal('chat').default('chat'),
})
