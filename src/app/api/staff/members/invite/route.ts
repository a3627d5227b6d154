import { staffDependencies } from '@/app/_wiring/staff'
import { staffInviteEndpoint } from '@/features/staff/endpoints/staff-members-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Invites a member from the console (decision 041). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffInviteEndpoint(staffDependencies),
})
