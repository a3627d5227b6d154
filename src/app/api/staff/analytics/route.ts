import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { analyticsReportEndpoint } from './analytics-endpoints'

export const dynamic = 'force-dynamic'

/** The analytics dashboard's figures for a period and its comparison. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: analyticsReportEndpoint(staffDependencies),
})
