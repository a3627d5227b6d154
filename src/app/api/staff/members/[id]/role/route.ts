import { staffDependencies } from '@/app/_wiring/staff'
import { staffRoleEndpoint } from '@/features/staff/endpoints/staff-members-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Gives a member another role. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffRoleEndpoint(staffDependencies),
})
