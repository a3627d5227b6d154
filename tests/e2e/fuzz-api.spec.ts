import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { JSON_TYPE } from './support/api-errors'

/*
 * Throws generated requests at every API endpoint of the production build: random JSON, wrong
 * types for each known field, huge strings past the size limits, unicode (lone surrogates, RTL,
 * NUL), deep nesting, wrong methods, wrong or missing content types, malformed JSON and invalid
 * UTF-8, random query strings, path segments and cookies. Every answer must be below 500 and every
 * refusal the one error shape (ARCHITECTURE.md); the server must still be healthy after each
 * batch. Fixed seeds: a failure is the same failure on the next run.
 *
 * Plain fetch (undici), not Playwright's request context: it sends a body with no content type
 * at all, raw bytes that are not UTF-8, and leaves redirects alone.
 */

// HTTP only, no browser, and heavy: once is enough.

const CONCURRENCY = 8
/**
 * Requests per endpoint; with 65 endpoints and the shared cases, over 11,500 in all: about what
 * 30 endpoints with 390 each made before the staff endpoints came, so the suite's time holds
 * (57 endpoints had 203 each before the webhook and analytics endpoints came: 11,571; 65 × 178
 * = 11,570 with them).
 */
const RUNS_PER_ENDPOINT = 178
const SEED = 20261123

type Endpoint = {
  /** The route file under src/app/api this endpoint is served by. */
  route: string
  /** The path requested (a sample of the dynamic segments filled in). */
  path: string
  method: 'GET' | 'POST'
  /** A plausible request, so mutations of one field reach the deeper checks. */
  body?: Record<string, unknown>
  query?: Record<string, string>
  /** Where `[id]`-style segments sit, to put generated segments there. */
  segment?: (value: string) => string
  /** The largest body the endpoint reads (the helper's default 8 KB unless it sets its own). */
  maxBody?: number
  /** The media type the endpoint reads, when it is not application/json. */
  contentType?: string
  /** It reads bytes (a picture), not JSON: its oversized bodies are bytes too. */
  binary?: boolean
}

const weekday = new Date(Date.now() + 30 * 86_400_000)
while ([0, 6].includes(weekday.getUTCDay())) weekday.setUTCDate(weekday.getUTCDate() + 1)
const DAY = weekday.toISOString().slice(0, 10)
const SLOT = { date: DAY, time: '10:00', timeZone: 'ET' }
const ID = '0b7c2f0e-6a4f-4f4e-9d53-5f7b7e0c9a11'
/** The console's webinar form as its editor sends it. */
const WEBINAR_FORM = {
  title: 'Platform Teams That Ship',
  slug: '',
  description: 'How three product companies ran a platform team without a ticket queue.',
  agenda: 'Paved roads\nLive Q&A',
  speakers: 'Priya Raman',
  date: DAY,
  time: '13:00',
  duration: '45 minutes',
  category: 'Cloud',
  zoomLink: '',
  replayLink: '',
  registrationLimit: '',
  image: '/images/webinars/webinar-default.svg',
}

/** The console's webhook endpoint form as it sends it. */
const WEBHOOK_FORM = {
  url: 'https://crm.client.example/hooks',
  description: 'CRM',
  events: ['consultation.booked'],
  active: true,
}

const ENDPOINTS: Endpoint[] = [
  { route: 'health/route.ts', path: '/api/health', method: 'GET' },
  { route: 'consultations/setup/route.ts', path: '/api/consultations/setup', method: 'GET' },
  {
    route: 'consultations/calendar/route.ts',
    path: '/api/consultations/calendar',
    method: 'GET',
    query: { timeZone: 'ET' },
  },
  {
    route: 'consultations/slots/route.ts',
    path: '/api/consultations/slots',
    method: 'GET',
    query: { date: DAY, timeZone: 'ET' },
  },
  {
    route: 'consultations/route.ts',
    path: '/api/consultations',
    method: 'POST',
    maxBody: 16 * 1024,
    body: {
      name: 'Dana Whitfield',
      email: 'dana@client.example',
      questions: 'We want to move our claims platform to the cloud next year.',
      ...SLOT,
      contact_me_by_fax: '',
    },
  },
  {
    route: 'consultations/cancel/route.ts',
    path: '/api/consultations/cancel',
    method: 'POST',
    body: { token: 'a'.repeat(43) },
  },
  {
    route: 'consultations/reschedule/route.ts',
    path: '/api/consultations/reschedule',
    method: 'POST',
    body: { token: 'a'.repeat(43), ...SLOT },
  },
  { route: 'account/consultations/route.ts', path: '/api/account/consultations', method: 'GET' },
  {
    route: 'account/consultations/[id]/cancel/route.ts',
    path: `/api/account/consultations/${ID}/cancel`,
    method: 'POST',
    segment: (id) => `/api/account/consultations/${id}/cancel`,
  },
  {
    route: 'account/consultations/[id]/reschedule/route.ts',
    path: `/api/account/consultations/${ID}/reschedule`,
    method: 'POST',
    body: SLOT,
    segment: (id) => `/api/account/consultations/${id}/reschedule`,
  },
  {
    route: 'csp-report/route.ts',
    path: '/api/csp-report',
    method: 'POST',
    contentType: 'application/csp-report',
    maxBody: 64 * 1024,
    body: {
      'csp-report': {
        'document-uri': 'https://northbridge.example/contact',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    },
  },
  {
    route: 'events/route.ts',
    path: '/api/events',
    method: 'POST',
    // What navigator.sendBeacon sends for a string body.
    contentType: 'text/plain',
    body: {
      name: 'pageview',
      path: '/insights?utm_source=newsletter',
      referrer: 'https://www.example.com/',
      width: 1280,
    },
  },
  {
    route: 'chat/route.ts',
    path: '/api/chat',
    method: 'POST',
    maxBody: 64 * 1024,
    body: {
      message: 'What do you do for banks?',
      conversationHistory: [
        { role: 'user', content: 'Hello' },
        { role: 'system', content: 'Hello! How can I help?' },
      ],
    },
  },
  {
    route: 'operator/webinars/route.ts',
    path: '/api/operator/webinars',
    method: 'POST',
    maxBody: 16 * 1024,
    body: { action: 'publish', slug: 'a-webinar' },
  },
  { route: 'verification/challenge/route.ts', path: '/api/verification/challenge', method: 'GET' },
  {
    route: 'verification/route.ts',
    path: '/api/verification',
    method: 'POST',
    body: { payload: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=', code: 'x', timeZone: 'UTC' },
  },
  {
    route: 'webinars/calendar/route.ts',
    path: '/api/webinars/calendar',
    method: 'GET',
    query: { slug: 'scipab-framework' },
  },
  {
    route: 'page-payloads/[file]/route.ts',
    path: `/api/page-payloads/${'A'.repeat(43)}.js`,
    method: 'GET',
    segment: (value) => `/api/page-payloads/${value}`,
  },
  {
    route: 'webinars/subscriptions/route.ts',
    path: '/api/webinars/subscriptions',
    method: 'POST',
    maxBody: 2 * 1024,
    body: { email: 'avery@harborline.example', contact_me_by_fax: '' },
  },
  {
    route: 'webinars/subscriptions/unsubscribe/route.ts',
    path: '/api/webinars/subscriptions/unsubscribe',
    method: 'POST',
    query: { token: 'abc.def' },
  },
  {
    route: 'webinars/subscriptions/confirm/route.ts',
    path: '/api/webinars/subscriptions/confirm',
    method: 'POST',
    query: { token: 'abc.def' },
  },
  {
    route: 'webinars/subscriptions/resubscribe/route.ts',
    path: '/api/webinars/subscriptions/resubscribe',
    method: 'POST',
    query: { token: 'abc.def' },
  },
  {
    route: 'webinars/registrations/route.ts',
    path: '/api/webinars/registrations',
    method: 'POST',
    maxBody: 2 * 1024,
    body: {
      webinar: 'a-webinar',
      name: 'Avery Stone',
      email: 'avery@harborline.example',
      company: 'Harborline',
      contact_me_by_fax: '',
    },
  },
  {
    route: 'webinars/registrations/join/route.ts',
    path: '/api/webinars/registrations/join',
    method: 'GET',
    query: { token: 'abc.def' },
  },
  {
    route: 'webinars/registrations/cancel/route.ts',
    path: '/api/webinars/registrations/cancel',
    method: 'POST',
    query: { token: 'abc.def' },
  },
  {
    route: 'operator/staff/route.ts',
    path: '/api/operator/staff',
    method: 'POST',
    body: { action: 'invite', email: 'new.member@firm.example', role: 'consultant' },
  },
  {
    route: 'staff/auth/sign-in/email/route.ts',
    path: '/api/staff/auth/sign-in/email',
    method: 'POST',
    body: { email: 'owner@firm.example', password: 'Quay-Lamps&Slate-Roofs-19' },
  },
  { route: 'staff/auth/sign-out/route.ts', path: '/api/staff/auth/sign-out', method: 'POST' },
  {
    route: 'staff/auth/two-factor/enable/route.ts',
    path: '/api/staff/auth/two-factor/enable',
    method: 'POST',
    body: { password: 'Quay-Lamps&Slate-Roofs-19' },
  },
  {
    route: 'staff/auth/two-factor/verify-backup-code/route.ts',
    path: '/api/staff/auth/two-factor/verify-backup-code',
    method: 'POST',
    body: { code: 'AbCde-12345' },
  },
  {
    route: 'staff/auth/two-factor/verify-totp/route.ts',
    path: '/api/staff/auth/two-factor/verify-totp',
    method: 'POST',
    body: { code: '123456' },
  },
  {
    route: 'staff/invitation/route.ts',
    path: '/api/staff/invitation',
    method: 'POST',
    body: { token: 'a'.repeat(43), name: 'Jordan Okafor', password: 'Quay-Lamps&Slate-Roofs-19' },
  },
  {
    route: 'staff/password-check/route.ts',
    path: '/api/staff/password-check',
    method: 'POST',
    body: { password: 'Quay-Lamps&Slate-Roofs-19' },
  },
  ...(
    [
      ['cancel', { sequence: 0, reason: 'Client phoned', messageToVisitor: 'See you soon.' }],
      ['reschedule', { sequence: 0, ...SLOT }],
      ['outcome', { outcome: 'completed', shown: null }],
      ['notes', { noteId: ID, body: 'Wants a roadmap.' }],
      ['assign', { consultantId: null }],
    ] as const
  ).map(([action, body]): Endpoint => ({
    route: `staff/consultations/[id]/${action}/route.ts`,
    path: `/api/staff/consultations/${ID}/${action}`,
    method: 'POST',
    body,
    segment: (value) => `/api/staff/consultations/${value}/${action}`,
  })),
  {
    route: 'staff/members/invite/route.ts',
    path: '/api/staff/members/invite',
    method: 'POST',
    body: { email: 'new.member@firm.example', role: 'consultant' },
  },
  {
    route: 'staff/members/[id]/role/route.ts',
    path: '/api/staff/members/member-1/role',
    method: 'POST',
    body: { role: 'admin' },
    segment: (value) => `/api/staff/members/${value}/role`,
  },
  {
    route: 'staff/members/[id]/remove/route.ts',
    path: '/api/staff/members/member-1/remove',
    method: 'POST',
    segment: (value) => `/api/staff/members/${value}/remove`,
  },
  {
    route: 'staff/availability/calendars/route.ts',
    path: '/api/staff/availability/calendars',
    method: 'POST',
    body: { staffUserId: 'member-1' },
  },
  {
    route: 'staff/availability/calendars/[id]/route.ts',
    path: `/api/staff/availability/calendars/${ID}`,
    method: 'POST',
    body: {
      active: true,
      timeZone: 'America/Los_Angeles',
      hoursFollowVisitorZone: false,
      weeklyHours: {
        '1': [{ start: 540, end: 1020 }],
        '2': [],
        '3': [],
        '4': [],
        '5': [],
        '6': [],
        '7': [],
      },
      dailyCap: null,
      weight: 100,
      overrides: [{ day: DAY, hours: [] }],
      timeOff: [{ from: DAY, to: DAY }],
      version: '2026-11-23T15:00:00.000Z',
    },
    maxBody: 64 * 1024,
    segment: (value) => `/api/staff/availability/calendars/${value}`,
  },
  {
    route: 'staff/availability/rules/route.ts',
    path: '/api/staff/availability/rules',
    method: 'POST',
    body: {
      closeOnFederalHolidays: true,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      minimumNoticeMinutes: 120,
      horizonDays: 60,
      closedDays: [{ from: DAY, to: DAY }],
    },
    maxBody: 32 * 1024,
  },
  {
    route: 'staff/mail/[id]/resend/route.ts',
    path: `/api/staff/mail/${ID}/resend`,
    method: 'POST',
    segment: (value) => `/api/staff/mail/${value}/resend`,
  },
  {
    route: 'staff/mail/suppressions/lift/route.ts',
    path: '/api/staff/mail/suppressions/lift',
    method: 'POST',
    body: { address: 'gone@client.example' },
  },
  {
    route: 'staff/audience/erase/route.ts',
    path: '/api/staff/audience/erase',
    method: 'POST',
    body: { email: 'gone@client.example' },
  },
  {
    route: 'staff/audience/export/route.ts',
    path: '/api/staff/audience/export',
    method: 'POST',
    body: { q: 'client', status: 'confirmed' },
  },
  {
    route: 'staff/webinars/route.ts',
    path: '/api/staff/webinars',
    method: 'POST',
    body: WEBINAR_FORM,
    maxBody: 32 * 1024,
  },
  {
    route: 'staff/webinars/[id]/route.ts',
    path: `/api/staff/webinars/${ID}`,
    method: 'POST',
    body: { ...WEBINAR_FORM, version: '2026-11-27T15:00:00.000Z' },
    segment: (value) => `/api/staff/webinars/${value}`,
    maxBody: 32 * 1024,
  },
  {
    route: 'staff/webinars/[id]/status/route.ts',
    path: `/api/staff/webinars/${ID}/status`,
    method: 'POST',
    body: { action: 'schedule', at: { date: DAY, time: '09:00' } },
    segment: (value) => `/api/staff/webinars/${value}/status`,
  },
  {
    // A picture's bytes, not JSON: what the fuzz sends as a body is never a picture.
    route: 'staff/webinars/images/route.ts',
    path: '/api/staff/webinars/images',
    method: 'POST',
    contentType: 'image/jpeg',
    binary: true,
    maxBody: 5 * 1024 * 1024,
  },
  {
    route: 'staff/webinars/[id]/registrants/export/route.ts',
    path: `/api/staff/webinars/${ID}/registrants/export`,
    method: 'POST',
    body: { status: 'active' },
    segment: (id) => `/api/staff/webinars/${id}/registrants/export`,
  },
  {
    route: 'staff/consultations/export/route.ts',
    path: '/api/staff/consultations/export',
    method: 'POST',
    body: { status: 'upcoming', q: 'ada', sort: 'name', direction: 'asc', page: 1 },
  },
  {
    route: 'staff/webhooks/route.ts',
    path: '/api/staff/webhooks',
    method: 'POST',
    body: WEBHOOK_FORM,
  },
  {
    route: 'staff/webhooks/[id]/route.ts',
    path: `/api/staff/webhooks/${ID}`,
    method: 'POST',
    body: { ...WEBHOOK_FORM, version: 0 },
    segment: (id) => `/api/staff/webhooks/${id}`,
  },
  {
    route: 'staff/webhooks/[id]/delete/route.ts',
    path: `/api/staff/webhooks/${ID}/delete`,
    method: 'POST',
    segment: (id) => `/api/staff/webhooks/${id}/delete`,
  },
  {
    route: 'staff/webhooks/[id]/rotate-secret/route.ts',
    path: `/api/staff/webhooks/${ID}/rotate-secret`,
    method: 'POST',
    segment: (id) => `/api/staff/webhooks/${id}/rotate-secret`,
  },
  {
    route: 'staff/webhooks/[id]/test/route.ts',
    path: `/api/staff/webhooks/${ID}/test`,
    method: 'POST',
    segment: (id) => `/api/staff/webhooks/${id}/test`,
  },
  {
    route: 'staff/webhooks/deliveries/[id]/redeliver/route.ts',
    path: `/api/staff/webhooks/deliveries/msg_${'0'.repeat(32)}/redeliver`,
    method: 'POST',
    segment: (id) => `/api/staff/webhooks/deliveries/${id}/redeliver`,
  },
  { route: 'auth/get-session/route.ts', path: '/api/auth/get-session', method: 'GET' },
  {
    route: 'auth/verify-email/route.ts',
    path: '/api/auth/verify-email',
    method: 'GET',
    query: { token: 'abc', callbackURL: 'https://evil.example/' },
  },
  {
    route: 'auth/sign-in/email/route.ts',
    path: '/api/auth/sign-in/email',
    method: 'POST',
    body: { email: 'dana@client.example', password: 'correct-Horse-42', contact_me_by_fax: '' },
  },
  {
    route: 'auth/sign-up/email/route.ts',
    path: '/api/auth/sign-up/email',
    method: 'POST',
    body: {
      name: 'Dana Whitfield',
      email: 'dana@client.example',
      password: 'x',
      contact_me_by_fax: '',
    },
  },
  { route: 'auth/sign-out/route.ts', path: '/api/auth/sign-out', method: 'POST', body: {} },
  {
    route: 'auth/send-verification-email/route.ts',
    path: '/api/auth/send-verification-email',
    method: 'POST',
    body: { email: 'dana@client.example', contact_me_by_fax: '' },
  },
  {
    route: 'auth/request-password-reset/route.ts',
    path: '/api/auth/request-password-reset',
    method: 'POST',
    body: { email: 'dana@client.example', contact_me_by_fax: '' },
  },
  {
    route: 'auth/reset-password/route.ts',
    path: '/api/auth/reset-password',
    method: 'POST',
    body: { token: 'abc', newPassword: 'x' },
  },
  {
    route: '[...unknown]/route.ts',
    path: '/api/no-such-thing',
    method: 'GET',
    segment: (value) => `/api/${value}`,
  },
  {
    route: 'staff/analytics/route.ts',
    path: '/api/staff/analytics',
    method: 'GET',
    query: { from: DAY, to: DAY },
  },
  // Last, so the endpoints above keep their seeds: better-auth's endpoints the site does not use.
  {
    route: 'auth/[...all]/route.ts',
    path: '/api/auth/change-password',
    method: 'POST',
    body: { currentPassword: 'correct-Horse-42', newPassword: 'correct-Horse-43' },
    segment: (value) => `/api/auth/${value}`,
  },
]

type Fuzzed = {
  method: string
  path: string
  headers: Record<string, string>
  body?: Uint8Array<ArrayBuffer>
  label: string
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/merge-patch+json',
  ';;;',
]
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\ufeff',
  '🦄'.repeat(50),
  'Ω≈ç√∫',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  "'; DROP TABLE consultations; --",
  '${process.env}',
  '{{7*7}}',
  '%00',
  '\r\nSet-Cookie: x=1',
  ' '.repeat(3000),
]

/** encodeURIComponent, which throws on a lone surrogate: those become U+FFFD, as in any URL. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed())

const nasty = fc.constantFrom(...NASTY_STRINGS)
/** Short enough that a URL or a cookie of several stays under Node's 16 KB header limit. */
const shortString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  nasty.filter((value) => value.length < 100),
)
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  nasty,
)
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  anyString,
)
/** `{"a":{"a":…}}` or `[[[…]]]`, as text: deep enough to trouble a recursive parser or schema. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, array]) =>
    array
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )
const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '[1,2',
    'undefined',
    'null',
    '"just a string"',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.jsonValue().map((value) => {
    const text = JSON.stringify(value) ?? 'null'
    return text.slice(0, Math.max(0, text.length - 1))
  }),
)
/** Bytes that are not UTF-8 inside otherwise valid JSON: a lone surrogate encoded, 0xFF, overlong. */
const invalidUtf8 = fc
  .constantFrom([0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc3])
  .map((bytes) => new Uint8Array([...Buffer.from('{"message":"'), ...bytes, ...Buffer.from('"}')]))
const segment = fc.oneof(
  fc.uuid(),
  // Not '.' or '..': the URL would leave /api/ before it is sent.
  fc
    .string({ unit: 'binary', maxLength: 60 })
    .map((value) => encode(value).replace(/^\.{1,2}$/, 'x')),
  fc.constantFrom('%00', '%2F', 'a%2Fb', '%E0%A4%A', '%', '%zz', ' ', 'x'.repeat(3000)),
)
const queryString = fc.oneof(
  fc
    .dictionary(shortString, fc.oneof(shortString, fc.string({ maxLength: 800 })), { maxKeys: 3 })
    .map((entries) => new URLSearchParams(entries).toString()),
  fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '&&&', '=', 'a=1&a=2&a=3', `x=${'x'.repeat(6000)}`),
)
const address = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  { weight: 2, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.constantFrom('unknown', '', 'not-an-ip, 1.2.3.4', '999.1.1.1') },
)
const cookie = fc.oneof(
  fc.constant(undefined),
  fc.constant(undefined),
  shortString.map((value) => `northbridge.session_token=${encode(value)}`),
  shortString.map((value) => `northbridge-verified=${encode(value)}`),
  fc.constant('northbridge.session_token=abc.def; northbridge-verified=1.abc'),
)

/** One field of the plausible body replaced by a value of the wrong type, or a strange string. */
function mutateField(body: Record<string, unknown>) {
  const keys = Object.keys(body)
  return fc
    .record({
      key: keys.length > 0 ? fc.constantFrom(...keys, 'unexpected', '__proto__') : fc.string(),
      value: fc.oneof(wrongType, anyString),
      drop: fc.boolean(),
    })
    .map(({ key, value, drop }) => {
      const copy: Record<string, unknown> = { ...body }
      if (drop && key in copy) delete copy[key]
      // defineProperty: '__proto__' becomes a key of the JSON, not the object's prototype.
      else Object.defineProperty(copy, key, { value, enumerable: true, writable: true })
      return JSON.stringify(copy)
    })
}

/** A string field made huge: around the endpoint's body limit, and well past it. */
function hugeBody(endpoint: Endpoint) {
  const limit = endpoint.maxBody ?? 8 * 1024
  const keys = Object.keys(endpoint.body ?? {})
  if (keys.length === 0) keys.push('message')
  return fc
    .record({
      key: fc.constantFrom(...keys),
      size: fc.constantFrom(limit - 200, limit - 20, limit, limit + 1, limit * 2, limit * 4),
      unit: fc.constantFrom('a', 'é', '🦄', '\u0000', '\ud800'),
    })
    .map(({ key, size, unit }) => {
      const value = unit.repeat(Math.ceil(size / Buffer.byteLength(unit)))
      return JSON.stringify({ ...endpoint.body, [key]: value })
    })
}

/**
 * Bytes around a binary endpoint's limit (the picture upload's 5 MB), and past it by up to 256 KB:
 * as JSON text, four times the limit in escaped characters, they would fill the test's memory.
 */
function hugeBytes(endpoint: Endpoint) {
  const limit = endpoint.maxBody ?? 8 * 1024
  return fc
    .constantFrom(limit - 200, limit, limit + 1, limit + 64 * 1024, limit + 256 * 1024)
    .map((size) => new Uint8Array(size).fill(0xff))
}

function requestsFor(endpoint: Endpoint, seed: number): Fuzzed[] {
  const plain = JSON.stringify(endpoint.body ?? {})
  const body = fc.oneof(
    { weight: 3, arbitrary: mutateField(endpoint.body ?? {}) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: endpoint.binary ? hugeBytes(endpoint) : hugeBody(endpoint) },
    { weight: 1, arbitrary: deepJson },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.constant(plain) },
  )
  const path = endpoint.segment
    ? fc.oneof(fc.constant(endpoint.path), segment.map(endpoint.segment))
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant(endpoint.path) },
        { weight: 1, arbitrary: segment.map((extra) => `${endpoint.path}/${extra}`) },
      )
  const query = fc.oneof(
    fc.constant(endpoint.query ? new URLSearchParams(endpoint.query).toString() : ''),
    endpoint.query ? mutateQuery(endpoint.query) : fc.constant(''),
    queryString,
  )
  const request = fc.record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant(endpoint.method) },
      { weight: 2, arbitrary: fc.constantFrom(...METHODS) },
    ),
    path,
    query,
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant(endpoint.contentType ?? 'application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    body,
    address,
    cookie,
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', '::::') },
    ),
    accept: fc.constantFrom(undefined, 'application/x-ndjson', '*/*', 'text/html'),
  })
  return fc.sample(request, { seed, numRuns: RUNS_PER_ENDPOINT }).map((generated) => {
    const headers: Record<string, string> = { 'x-forwarded-for': generated.address }
    if (generated.contentType) headers['content-type'] = generated.contentType
    if (generated.cookie) headers.cookie = generated.cookie
    if (generated.origin) headers.origin = generated.origin
    if (generated.accept) headers.accept = generated.accept
    const sendsBody = !['GET', 'HEAD'].includes(generated.method)
    const body =
      typeof generated.body === 'string'
        ? new Uint8Array(Buffer.from(generated.body, 'utf8'))
        : generated.body
    return {
      method: generated.method,
      path: `${generated.path}${generated.query ? `?${generated.query}` : ''}`,
      headers,
      body: sendsBody ? body : undefined,
      label: `${generated.method} ${endpoint.path}`,
    }
  })
}

/** The endpoint's own query parameters, one made wrong. */
function mutateQuery(query: Record<string, string>) {
  return fc
    .record({
      key: fc.constantFrom(...Object.keys(query)),
      value: fc.oneof(shortString, fc.string({ maxLength: 800 }), fc.constant('')),
      extra: fc.option(fc.tuple(shortString, shortString)),
    })
    .map(({ key, value, extra }) => {
      const params = new URLSearchParams({ ...query, [key]: value })
      if (extra) params.append(extra[0], extra[1])
      return params.toString()
    })
}

type Finding = { label: string; status: number; problem: string; detail: string }

/** What is wrong with one answer, or undefined when it keeps the contract. */
async function check(request: Fuzzed, response: Response, origin: string) {
  const { status } = response
  const text = request.method === 'HEAD' ? '' : await response.text()
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`
  if (status >= 300 && status < 400) {
    const location = response.headers.get('location') ?? ''
    const onSite = URL.canParse(location, origin) && new URL(location, origin).origin === origin
    return onSite && !location.startsWith('//') ? undefined : `redirect off the site: ${location}`
  }
  if (status < 300) return undefined
  if (response.headers.get('content-type') !== JSON_TYPE) {
    return `content-type ${response.headers.get('content-type')}`
  }
  if (request.method === 'HEAD') return undefined
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `not JSON: ${text.slice(0, 200)}`
  }
  const shape = body as { error?: unknown; fields?: unknown }
  const keys = Object.keys(shape ?? {})
  const fieldsOk =
    shape.fields === undefined ||
    (typeof shape.fields === 'object' &&
      shape.fields !== null &&
      Object.values(shape.fields).every((value) => typeof value === 'string'))
  if (
    typeof shape.error !== 'string' ||
    !fieldsOk ||
    keys.some((key) => key !== 'error' && key !== 'fields')
  ) {
    return `not the error shape: ${text.slice(0, 200)}`
  }
  if (/\bat .+:\d+:\d+|node_modules|\.ts:\d+/.test(text)) return `a stack trace: ${text}`
  return undefined
}

test('the endpoint list names every API route file', () => {
  const api = path.join(process.cwd(), 'src/app/api')
  const routes = (fs.readdirSync(api, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
  expect(new Set(ENDPOINTS.map((endpoint) => endpoint.route))).toEqual(new Set(routes))
})

test('the fuzz sends well over 10,000 requests in all', () => {
  const total = ENDPOINTS.reduce(
    (sum, endpoint, index) => sum + requestsFor(endpoint, SEED + index).length,
    0,
  )
  expect(total).toBeGreaterThanOrEqual(10_000)
})

// One test per endpoint: they spread over the workers, and a failure names its endpoint.
for (const [index, endpoint] of ENDPOINTS.entries()) {
  test(`fuzzed requests to ${endpoint.method} ${endpoint.path} keep the API contract`, async ({
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const origin = new URL(baseURL!).origin
    const statuses = new Map<number, number>()
    const findings: Finding[] = []
    const batch = requestsFor(endpoint, SEED + index)
    let sent = 0
    let next = 0
    const started = Date.now()
    const worker = async () => {
      while (next < batch.length) {
        const request = batch[next++]!
        let response: Response
        try {
          response = await fetch(`${origin}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            redirect: 'manual',
          })
        } catch (error) {
          findings.push({
            label: request.label,
            status: 0,
            problem: `no answer: ${String(error)}`,
            detail: request.path.slice(0, 200),
          })
          continue
        }
        sent += 1
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const problem = await check(request, response, origin)
        if (problem) {
          findings.push({
            label: request.label,
            status: response.status,
            problem,
            detail: `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${new TextDecoder().decode(request.body?.slice(0, 200))}`,
          })
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    console.info(`fuzz: ${sent} requests to ${endpoint.path} in ${seconds} s: ${histogram}`)
    for (const finding of findings.slice(0, 20)) console.info(JSON.stringify(finding))

    expect(findings).toEqual([])
    expect(sent).toBe(batch.length)
    const health = await fetch(`${origin}/api/health`)
    expect(health.status, 'the server is healthy after the batch').toBe(200)
  })
}
