import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { createWebinarEndpoint } from './webinar-endpoints'

export const dynamic = 'force-dynamic'

/** Adds a webinar as a draft from the console. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: createWebinarEndpoint(staffDependencies),
})
