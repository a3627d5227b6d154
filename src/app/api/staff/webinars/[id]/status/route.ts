import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { webinarStatusEndpoint } from '../../webinar-endpoints'

export const dynamic = 'force-dynamic'

/** Publishes, schedules, unpublishes or cancels a webinar. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: webinarStatusEndpoint(staffDependencies),
})
