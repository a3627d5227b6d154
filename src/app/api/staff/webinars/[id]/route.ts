import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { updateWebinarEndpoint } from '../webinar-endpoints'

export const dynamic = 'force-dynamic'

/** Saves a webinar edited in the console. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: updateWebinarEndpoint(staffDependencies),
})
