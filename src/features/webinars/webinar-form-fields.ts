/**
 * The console's webinar form as the browser holds it (issue 29), for the editor on the client
 * and the server's schema (webinar-form.server.ts) alike: every field a string.
 */
export const WEBINAR_FORM_FIELDS = [
  'title',
  'slug',
  'description',
  'agenda',
  'speakers',
  'date',
  'time',
  'duration',
  'category',
  'zoomLink',
  'replayLink',
  'registrationLimit',
  'image',
] as const

export type WebinarFormFields = Record<(typeof WEBINAR_FORM_FIELDS)[number], string>

/**
 * Where a webinar stands, as the console lists it: `draft` (nobody sees it), `scheduled` (a
 * publish time is set), `published` (listed, still to come or under way), `past` (over),
 * `cancelled` (called off: its page says so).
 */
export type WebinarState = 'draft' | 'scheduled' | 'published' | 'past' | 'cancelled'

export const WEBINAR_STATE_LABELS: Record<WebinarState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  past: 'Past',
  cancelled: 'Cancelled',
}
