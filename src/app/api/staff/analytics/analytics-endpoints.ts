import 'server-only'
import { analyticsReport } from '@/features/analytics/dashboard.server'
import { ANALYTICS_READ_LIMIT } from '@/features/analytics/limits'
import { AnalyticsQuerySchema, resolvePeriod } from '@/features/analytics/period'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { jsonResponse } from '@/server/http/json-response'

/**
 * `GET /api/staff/analytics?period=7d` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, at most
 * 366): every figure of the period and of the period of equal length before it, with a per-day
 * series (decision 052). A read: no audit entry, as for the console's other reads.
 */
export const analyticsReportEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'analytics.view',
    query: AnalyticsQuerySchema,
    rateLimits: [ANALYTICS_READ_LIMIT],
    handle: async ({ query, db, now }) =>
      jsonResponse(await analyticsReport(db, resolvePeriod(query, now))),
  })
