import { apiRoute, endpoint } from '@/server/http/api-route'
import { log } from '@/server/log'
import {
  CSP_REPORT_CONTENT_TYPES,
  CspReportSchema,
  violationsOf,
} from '@/server/security/csp-report'

export const dynamic = 'force-dynamic'

/**
 * Where browsers report what the Content-Security-Policy blocked (decision 023): each violation
 * becomes one log line with the directive, the blocked resource and the page (origin and path
 * only, at most 200 characters each whatever the report sent), so a page the policy breaks shows
 * up in the server log. Nothing is stored, no address is logged; the answer is an empty 204.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: CspReportSchema,
    jsonContentTypes: CSP_REPORT_CONTENT_TYPES,
    // Browsers send these by themselves: they must not use up the visitor's budget for forms.
    tier: 'general',
    maxBodyBytes: 64 * 1024,
    // A page with a broken policy reports every blocked element; one client's page view
    // cannot fill the log.
    rateLimits: [{ name: 'csp-report', limit: 60, windowMs: 60_000 }],
    handle: ({ body, requestId }) => {
      for (const violation of violationsOf(body)) {
        log.warn('content security policy violation', { requestId, ...violation })
      }
      return new Response(null, { status: 204 })
    },
  }),
})
