import { inboxScopeFor } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { InboxExportSchema } from '@/features/booking/inbox'
import { inboxCsv } from '@/features/booking/inbox-csv'
import { EXPORT_MAX_ROWS, exportInbox } from '@/features/booking/inbox.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { recordAudit } from '@/server/audit/audit-log'
import { apiRoute } from '@/server/http/api-route'
import { errorResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/**
 * The inbox's filtered list as CSV. It takes the visitors' personal data out of the site, so the
 * policy keeps it to owners and admins, the password must have been typed in the last ten
 * minutes, and the audit log records who took which filter's rows (never the rows themselves).
 * A POST: the filter is the body, and the request helper's cross-site check applies.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.export',
    body: InboxExportSchema,
    handle: async ({ body, db, actor, requestId, now }) => {
      const rows = await exportInbox(db, body, inboxScopeFor(actor), now)
      if (!rows) {
        return errorResponse(
          422,
          `More than ${EXPORT_MAX_ROWS.toLocaleString('en-US')} consultations match. Please narrow the filter (dates or status) and export again.`,
        )
      }
      await recordAudit(db, {
        actorId: actor.id,
        action: 'consultations.export',
        target: { type: 'consultation-list', id: 'filtered' },
        requestId,
        detail: {
          rows: rows.length,
          status: body.status ?? 'all',
          from: body.from ?? null,
          to: body.to ?? null,
          // Whether the list was one consultant's (or the unassigned), not the id as typed.
          byConsultant: Boolean(body.consultant),
          searched: Boolean(body.q),
        },
      })
      const day = now.toISOString().slice(0, 10)
      return new Response(inboxCsv(rows), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="consultations-${day}.csv"`,
          'cache-control': 'no-store',
        },
      })
    },
  }),
})
