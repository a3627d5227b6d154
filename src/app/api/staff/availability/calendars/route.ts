import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { addCalendarEndpoint } from '../availability-endpoints'

export const dynamic = 'force-dynamic'

/** Admins give a consultant a calendar of their own. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: addCalendarEndpoint(staffDependencies),
})
