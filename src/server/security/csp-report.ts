import 'server-only'
import { z } from '@/lib/zod'

// Violation reports browsers send to the policy's `report-uri` and `report-to` (decision 023).
// Both formats are accepted loosely (browsers add and rename fields); only what the log line
// needs is read, and nothing that identifies the visitor is kept.

/** `report-uri`: `Content-Type: application/csp-report`, one violation. */
const LegacyReportSchema = z.object({
  'csp-report': z.looseObject({
    'document-uri': z.string().optional(),
    'violated-directive': z.string().optional(),
    'effective-directive': z.string().optional(),
    'blocked-uri': z.string().optional(),
  }),
})

/** The Reporting API: `Content-Type: application/reports+json`, a batch of reports. */
const ReportingApiSchema = z
  .array(
    z.looseObject({
      type: z.string(),
      body: z
        .looseObject({
          documentURL: z.string().optional(),
          effectiveDirective: z.string().optional(),
          blockedURL: z.string().optional(),
        })
        .optional(),
    }),
  )
  .max(100, 'Too many reports in one request.')

export const CspReportSchema = z.union([LegacyReportSchema, ReportingApiSchema], {
  error: 'Not a Content-Security-Policy violation report.',
})
export type CspReport = z.infer<typeof CspReportSchema>

export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json']

/** A reported violation, reduced to what an operator needs to fix the policy or the page. */
export type Violation = { directive: string; blocked: string; page: string }

/**
 * How much of a reported value is read, and the most a logged one may hold. Browsers send a
 * directive's name and URLs; anything longer is a client sending what it likes, and a value of
 * that length (65,000 characters in one report, issue 25) must cost no more than a short one.
 */
export const MAX_READ_LENGTH = 2_048
export const MAX_LOGGED_LENGTH = 200

const bounded = (value: string) =>
  value.length > MAX_LOGGED_LENGTH ? `${value.slice(0, MAX_LOGGED_LENGTH - 1)}…` : value

/**
 * Where a blocked resource or a page was, without anything a visitor might have put in it:
 * keywords ('inline', 'eval') as they are, URLs as origin and path (no query, no fragment),
 * at most MAX_LOGGED_LENGTH characters.
 */
export function withoutVisitorData(value: string | undefined): string {
  if (!value) return 'unknown'
  const read = value.slice(0, MAX_READ_LENGTH)
  try {
    const url = new URL(read)
    return bounded(
      url.origin === 'null' ? url.protocol.replace(/:$/, '') : `${url.origin}${url.pathname}`,
    )
  } catch {
    return /^[a-z-]{1,40}$/i.test(read) ? read : 'unknown'
  }
}

/**
 * The directive a report names ('script-src-elem'), or 'unknown'. Older browsers send the
 * violated directive with its sources ("script-src 'self'"): its first word is the name.
 */
export function directiveName(value: string | undefined): string {
  const name = value?.slice(0, 64).trimStart().split(/\s/, 1)[0] ?? ''
  return /^[a-z][a-z-]{0,39}$/i.test(name) ? name.toLowerCase() : 'unknown'
}

/** The violations a request reports (Reporting API batches may hold other report types). */
export function violationsOf(report: CspReport): Violation[] {
  if (!Array.isArray(report)) {
    const body = report['csp-report']
    return [
      {
        directive: directiveName(body['effective-directive'] ?? body['violated-directive']),
        blocked: withoutVisitorData(body['blocked-uri']),
        page: withoutVisitorData(body['document-uri']),
      },
    ]
  }
  return report
    .filter((entry) => entry.type === 'csp-violation' && entry.body)
    .map(({ body }) => ({
      directive: directiveName(body?.effectiveDirective),
      blocked: withoutVisitorData(body?.blockedURL),
      page: withoutVisitorData(body?.documentURL),
    }))
}
