import 'server-only'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { z } from '@/lib/zod'
import { DEFAULT_WEBINAR_IMAGE, WEBINAR_TIME_ZONE, type Webinar } from './webinar'
import { NewWebinarSchema } from './webinars.server'
import type { WebinarFormFields, WebinarState } from './webinar-form-fields'

/**
 * The console's webinar form (issue 29) as the browser sends it: every field a string, the date
 * and time as staff read them in US Eastern (the firm announces sessions in Eastern time), the
 * agenda and speakers one per line. `WebinarFormSchema` checks it with the same rules as the
 * operator command (NewWebinarSchema) and turns it into a webinar's columns.
 */

/** '2026-12-10' */
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** '14:30' */
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/

/** The Eastern wall-clock date and time as an instant (the later one when clocks go back). */
export function easternInstant(day: string, clock: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = clock.split(':').map(Number) as [number, number]
  return new Date(new TZDate(year, month - 1, date, hours, minutes, WEBINAR_TIME_ZONE).getTime())
}

/** An instant as the form's Eastern date and time fields. */
export function easternFields(at: Date): { date: string; time: string } {
  const eastern = new TZDate(at.getTime(), WEBINAR_TIME_ZONE)
  return { date: format(eastern, 'yyyy-MM-dd'), time: format(eastern, 'HH:mm') }
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const optionalHttpsLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500)
    .transform((link) => link || null)
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address` }).nullable())

const fields = NewWebinarSchema.shape

/** The form's fields as sent. */
const formFields = {
  title: fields.title,
  /** Empty: made from the title. */
  slug: z
    .string()
    .trim()
    .max(80)
    .transform((slug) => slug || undefined),
  description: fields.description,
  agenda: z.string().max(5000).transform(lines).pipe(fields.agenda.unwrap()),
  speakers: z
    .string()
    .max(1000)
    .transform(lines)
    .pipe(z.array(z.string().min(2).max(80)).min(1, 'Name at least one speaker').max(8)),
  date: z.string().regex(DAY, 'Choose the date'),
  time: z.string().regex(CLOCK, 'Choose the start time'),
  duration: fields.duration,
  zoomLink: optionalHttpsLink('The join link'),
  replayLink: optionalHttpsLink('The replay link'),
  category: fields.category,
  image: fields.image,
  registrationLimit: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, 'A whole number, or empty for no limit')
    .transform((limit) => (limit === '' ? null : Number(limit)))
    .pipe(z.number().int().min(1, 'At least 1, or empty for no limit').max(10_000).nullable()),
}

type FormOutput = z.output<z.ZodObject<typeof formFields>>

const toValues = ({ date, time, ...webinar }: FormOutput) => ({
  ...webinar,
  startsAt: easternInstant(date, time),
})

/** A new webinar from the console's form. */
export const WebinarFormSchema = z.strictObject(formFields).transform(toValues)

/** An edited webinar: the form, and the version of the row the editor was given. */
export const WebinarUpdateSchema = z
  .strictObject({ ...formFields, version: z.iso.datetime() })
  .transform(({ version, ...form }) => ({ version, values: toValues(form) }))

/** A day and time in Eastern, as the status panel's schedule form sends them. */
export const EasternMomentSchema = z
  .strictObject({
    date: z.string().regex(DAY, 'Choose the date'),
    time: z.string().regex(CLOCK, 'Choose the time'),
  })
  .transform(({ date, time }) => easternInstant(date, time))

/** The form as sent: the fields the editor holds, checked against the schema below. */
export type WebinarForm = WebinarFormFields & z.input<typeof WebinarFormSchema>
export type WebinarFormValues = z.output<typeof WebinarFormSchema>

const DAY_MS = 24 * 60 * 60_000

/**
 * A new webinar's form: a session a week from now at noon Eastern (a likely start, easy to
 * change), 45 minutes, the site's default picture.
 */
export function newWebinarForm(category: string, now: Date = new Date()): WebinarForm {
  return {
    title: '',
    slug: '',
    description: '',
    agenda: '',
    speakers: '',
    date: easternFields(new Date(now.getTime() + 7 * DAY_MS)).date,
    time: '12:00',
    duration: '45 minutes',
    category,
    zoomLink: '',
    replayLink: '',
    registrationLimit: '',
    image: DEFAULT_WEBINAR_IMAGE,
  }
}

/** The schedule form's first values: the publish time set, or tomorrow at 9 AM Eastern. */
export function scheduleFormDefault(
  publishAt: Date | null,
  now: Date = new Date(),
): { date: string; time: string } {
  if (publishAt) return easternFields(publishAt)
  return { date: easternFields(new Date(now.getTime() + DAY_MS)).date, time: '09:00' }
}

/** A webinar as the form shows it. */
export function webinarFormValues(webinar: Webinar): WebinarForm {
  return {
    title: webinar.title,
    slug: webinar.slug,
    description: webinar.description,
    agenda: webinar.agenda.join('\n'),
    speakers: webinar.speakers.join('\n'),
    ...easternFields(webinar.startsAt),
    duration: webinar.duration,
    zoomLink: webinar.zoomLink ?? '',
    replayLink: webinar.replayLink ?? '',
    category: webinar.category,
    image: webinar.image,
    registrationLimit: webinar.registrationLimit === null ? '' : String(webinar.registrationLimit),
  }
}

export function webinarState(
  webinar: Pick<Webinar, 'isPublished' | 'cancelledAt' | 'startsAt' | 'durationMinutes'> & {
    publishAt: Date | null
  },
  now: Date,
): WebinarState {
  if (webinar.cancelledAt) return 'cancelled'
  if (!webinar.isPublished) return webinar.publishAt ? 'scheduled' : 'draft'
  const end = webinar.startsAt.getTime() + webinar.durationMinutes * 60_000
  return end > now.getTime() ? 'published' : 'past'
}
