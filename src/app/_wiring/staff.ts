import 'server-only'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { decide, type StaffAction } from '@/features/staff/policy'
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

/**
 * The signed-in staff member of the request a page is rendering, or null; read once per request
 * however many of its layouts and pages ask (React's per-request cache): one session check and
 * one touch of the session row, not one each.
 */
export const staffOfThisRequest = cache(async (): Promise<StaffSession | null> =>
  readStaffSession(getStaffAuth(), getDb(), await headers()),
)

/**
 * The signed-in member a console page is for, or no page at all: to sign-in without a session,
 * to enrolment without an authenticator app, not found when their role may not take `action`.
 * Every console page calls it itself (decision 042): a layout is not always rendered with its
 * page (a client navigation may ask for the page alone), so it cannot be the only gate.
 */
export async function requireStaffPage(action: StaffAction = 'console.open') {
  const session = await staffOfThisRequest()
  if (!session) redirect('/staff/sign-in')
  if (!session.member.twoFactorEnabled) redirect('/staff/enrol')
  if (!decide(session.member, action).allowed) notFound()
  return session
}
