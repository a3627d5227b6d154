import { newPasswordProblem } from '@/features/auth/password-policy.server'
import { INVITATION_CLOSED } from '@/features/staff/invitation-copy'
import { acceptInvitation } from '@/features/staff/invitations.server'
import { STAFF_INVITATION_LIMIT } from '@/features/staff/limits'
import { NameSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'

export const dynamic = 'force-dynamic'

/** Staff passwords are longer than visitors' (decision 041); the site's other rules apply too. */
const STAFF_PASSWORD_MIN = 12

const AcceptBody = z.strictObject({
  token: z.string().max(64),
  name: NameSchema,
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters.`)
    .max(128, 'Use at most 128 characters.'),
})

/**
 * Accepts an invitation to the staff: the new member's name and password. The link works once
 * (src/features/staff/invitations.server.ts); signing in and enrolling the app come next.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    tier: 'auth',
    body: AcceptBody,
    rateLimits: [STAFF_INVITATION_LIMIT],
    handle: async ({ body, db, requestId }) => {
      const problem = newPasswordProblem(body.password)
      if (problem) {
        return errorResponse(422, 'Please correct the highlighted fields.', {
          fields: { password: problem },
        })
      }
      const accepted = await acceptInvitation(
        db,
        body.token,
        { name: body.name, password: body.password },
        { requestId },
      )
      if (!accepted.ok) return errorResponse(410, INVITATION_CLOSED[accepted.lookup.state])
      log.info('staff invitation accepted', { requestId, role: accepted.role })
      return jsonResponse({ email: accepted.email })
    },
  }),
})
