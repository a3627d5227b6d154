import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { saveCalendarEndpoint } from '../../availability-endpoints'

export const dynamic = 'force-dynamic'

/** Saves a whole calendar. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: saveCalendarEndpoint(staffDependencies),
})
