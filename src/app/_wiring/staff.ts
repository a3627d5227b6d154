import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { createStaffAuth, type StaffAuth } from '@/features/staff/staff-auth.server'
import { readStaffSession, type StaffSession } from '@/features/staff/staff-session.server'
import { getDb } from '@/server/db/instance'
import { publicOrigin } from '@/server/public-origin'
import { getSecrets } from '@/server/secrets'

/** This server's staff better-auth (decision 041), over its database, secret and origin. */
let instance: StaffAuth | undefined

export function getStaffAuth(): StaffAuth {
  instance ??= createStaffAuth({
    db: getDb(),
    secret: getSecrets().BETTER_AUTH_SECRET,
    siteUrl: publicOrigin(),
  })
  return instance
}

/** What the staff endpoints (the route files under `src/app/api/staff`) are given. */
export const staffDependencies: StaffAuthDependencies = { auth: getStaffAuth }

/** The signed-in staff member of a request (console pages and staff routes), or null. */
export function currentStaff(headers: Headers): Promise<StaffSession | null> {
  return readStaffSession(getStaffAuth(), getDb(), headers)
}
