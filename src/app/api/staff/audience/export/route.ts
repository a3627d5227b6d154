import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { exportEndpoint } from '../audience-endpoints'

export const dynamic = 'force-dynamic'

/** The filtered subscribers as CSV. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: exportEndpoint(staffDependencies),
})
