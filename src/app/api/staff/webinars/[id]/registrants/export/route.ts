import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { registrantsExportEndpoint } from '../registrants-endpoints'

export const dynamic = 'force-dynamic'

/** A webinar's registrants as CSV. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: registrantsExportEndpoint(staffDependencies),
})
