import 'server-only'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { inviteStaff } from '../invitations.server'
import { STAFF_ROLES } from '../policy'
import { changeStaffRole, removeStaffMember, type StaffChange } from '../staff-members.server'
import type { StaffAuthDependencies } from './forward.server'
import { staffEndpoint } from './staff-endpoint.server'

/*
 * The console's staff page (owners and admins): invite, change a role, remove. Each asks for the
 * password again when it was last typed more than ten minutes ago (the staff endpoint does), and
 * the services decide the target (no one changes themselves, admins leave owners alone) and write
 * the audit log in the change's transaction.
 */

const RoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role.' })
const MemberParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'No such member.') })

function changeAnswer(change: StaffChange): Response {
  if (change.ok) return jsonResponse({ changed: change.changed })
  return change.refusal.reason === 'unknown'
    ? errorResponse(404, 'No such member.')
    : errorResponse(403, 'Your role does not allow this change.')
}

/** `POST /api/staff/members/invite`: `{ email, role }` → the invitation is e-mailed. */
export const staffInviteEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'staff.invite',
    body: z.strictObject({ email: EmailSchema, role: RoleSchema }),
    handle: async ({ body, db, session, actor, requestId, now }) => {
      const sent = await inviteStaff(db, body, {
        inviter: { ...actor, name: session.member.name },
        requestId,
        now,
      })
      if (!sent.ok) {
        return sent.reason === 'member'
          ? errorResponse(409, 'This address is already on the staff.', {
              fields: { email: 'This address is already on the staff.' },
            })
          : errorResponse(403, 'Your role does not allow inviting with this role.', {
              fields: { role: 'Your role does not allow inviting with this role.' },
            })
      }
      wakeMailDelivery()
      return jsonResponse({ expiresAt: sent.expiresAt.toISOString() }, { status: 201 })
    },
  })

/** `POST /api/staff/members/[id]/role`: `{ role }`. */
export const staffRoleEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'staff.change-role',
    params: MemberParams,
    body: z.strictObject({ role: RoleSchema }),
    handle: async ({ params, body, db, actor, requestId }) =>
      changeAnswer(await changeStaffRole(db, actor, params.id, body.role, requestId)),
  })

/** `POST /api/staff/members/[id]/remove`: the member's sessions end at once. */
export const staffRemoveEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'staff.remove',
    params: MemberParams,
    handle: async ({ params, db, actor, requestId }) =>
      changeAnswer(await removeStaffMember(db, actor, params.id, requestId)),
  })
