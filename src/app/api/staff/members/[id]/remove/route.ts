import { staffDependencies } from '@/app/_wiring/staff'
import { staffRemoveEndpoint } from '@/features/staff/endpoints/staff-members-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Removes a member; their sessions end at once. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffRemoveEndpoint(staffDependencies),
})
