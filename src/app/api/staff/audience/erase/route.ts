import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { eraseEndpoint } from '../audience-endpoints'

export const dynamic = 'force-dynamic'

/** Erases a person's subscriber data at their request. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: eraseEndpoint(staffDependencies),
})
