import 'server-only'
import { z } from '@/lib/zod'
import { EmailSchema } from '@/lib/field-schemas'
import type { Database } from '@/server/db/client'
import { inviteStaff } from './invitations.server'
import { STAFF_ROLES } from './policy'

/**
 * What `npm run staff` asks for, whether it opens the database itself or, while a server holds
 * the embedded database, sends the request to that server (POST /api/operator/staff). The
 * operator's command line is how the first owner is invited: no account and no default password
 * exist before it.
 */
export const StaffOperatorRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('invite'),
    email: EmailSchema,
    role: z.enum(STAFF_ROLES),
  }),
])

export type StaffOperatorRequest = z.input<typeof StaffOperatorRequestSchema>

export type StaffOperatorAnswer =
  { ok: true; message: string; url: string; expiresAt: string } | { ok: false; message: string }

export async function runStaffOperatorRequest(
  db: Database,
  request: z.output<typeof StaffOperatorRequestSchema>,
  requestId?: string,
): Promise<StaffOperatorAnswer> {
  const sent = await inviteStaff(
    db,
    { email: request.email, role: request.role },
    { inviter: null, requestId },
  )
  if (!sent.ok) {
    return { ok: false, message: `${request.email} is already on the staff: nothing was sent.` }
  }
  return {
    ok: true,
    message: `Invited ${request.email} as ${request.role}. The link below works once, until ${sent.expiresAt.toISOString()}; it has also been e-mailed.`,
    url: sent.url,
    expiresAt: sent.expiresAt.toISOString(),
  }
}
