import { getDb } from '@/server/db/instance'
import { checkHealth } from '@/server/health'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** The load balancer's and the e2e server's check: 200 when the database answers, else 503. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  // No rate limit: a health check must not depend on the table it checks.
  GET: endpoint({
    tier: false,
    handle: async () => {
      const report = await checkHealth(getDb)
      return jsonResponse(report, { status: report.status === 'ok' ? 200 : 503 })
    },
  }),
})
