import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import {
  exportRegistrants,
  REGISTRANT_STATUSES,
  REGISTRANTS_EXPORT_MAX,
  webinarForRegistrants,
} from '@/features/webinars/registrants.server'
import { registrantsCsv } from '@/features/webinars/registrants-csv'
import { z } from '@/lib/zod'
import { recordAudit } from '@/server/audit/audit-log'
import { errorResponse } from '@/server/http/json-response'

export const WebinarParams = z.object({ id: z.uuid('No such webinar.') })

/** The registrants page's filter, as its address holds it. */
const RegistrantsExportSchema = z.strictObject({
  status: z.enum(REGISTRANT_STATUSES).optional(),
})

/**
 * `POST /api/staff/webinars/<id>/registrants/export`: a webinar's registrants as CSV (name,
 * e-mail, company, when they registered or cancelled, whether and how often they used their join
 * link). Personal data leaves the site: the password must have been typed in the last ten
 * minutes, and the audit log records who took which webinar's rows and how many (never the rows).
 */
export const registrantsExportEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'subscribers.export',
    params: WebinarParams,
    body: RegistrantsExportSchema,
    handle: async ({ params, body, db, actor, requestId, now }) => {
      const webinar = await webinarForRegistrants(db, params.id)
      if (!webinar) return errorResponse(404, 'No such webinar.')
      const rows = await exportRegistrants(db, webinar.id, { status: body.status })
      if (!rows) {
        return errorResponse(
          422,
          `More than ${REGISTRANTS_EXPORT_MAX.toLocaleString('en-US')} registrants match. Please narrow the filter and export again.`,
        )
      }
      await recordAudit(db, {
        actorId: actor.id,
        action: 'subscribers.export',
        target: { type: 'webinar-registrants', id: webinar.id },
        requestId,
        detail: { rows: rows.length, status: body.status ?? 'all' },
      })
      const day = now.toISOString().slice(0, 10)
      return new Response(registrantsCsv(rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="registrants-${webinar.slug}-${day}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  })
