import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import {
  erasePerson,
  exportSubscribers,
  SUBSCRIBER_STATUSES,
  SUBSCRIBERS_EXPORT_MAX,
} from '@/features/webinars/audience.server'
import { subscribersCsv } from '@/features/webinars/audience-csv'
import { recordAudit } from '@/server/audit/audit-log'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'

/**
 * `POST /api/staff/audience/erase`: `{ email }` → everything the site keeps for that address as a
 * subscriber is erased (a person's written request); the answer says how much. The password must
 * have been typed in the last ten minutes (a sensitive action), and the audit log keeps the
 * counts, never the address.
 */
export const eraseEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'subscribers.erase',
    body: z.strictObject({ email: EmailSchema }),
    handle: async ({ body, db, actor, requestId, now }) =>
      jsonResponse(await erasePerson(db, body.email, { staffId: actor.id, requestId }, now)),
  })

/** The Audience page's filter, as its address holds it. */
const AudienceExportSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
})

/**
 * `POST /api/staff/audience/export`: the filtered subscribers as CSV. Personal data leaves the
 * site, so the password must have been typed in the last ten minutes, and the audit log records
 * who took which filter's rows (never the rows).
 */
export const exportEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'subscribers.export',
    body: AudienceExportSchema,
    handle: async ({ body, db, actor, requestId, now }) => {
      const filter = { q: body.q || undefined, status: body.status }
      const rows = await exportSubscribers(db, filter)
      if (!rows) {
        return errorResponse(
          422,
          `More than ${SUBSCRIBERS_EXPORT_MAX.toLocaleString('en-US')} subscribers match. Please narrow the filter and export again.`,
        )
      }
      await recordAudit(db, {
        actorId: actor.id,
        action: 'subscribers.export',
        target: { type: 'subscriber-list', id: 'filtered' },
        requestId,
        detail: { rows: rows.length, status: body.status ?? 'all', searched: Boolean(filter.q) },
      })
      const day = now.toISOString().slice(0, 10)
      return new Response(subscribersCsv(rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  })
