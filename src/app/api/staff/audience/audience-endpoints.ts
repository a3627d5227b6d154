import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { erasePerson } from '@/features/webinars/audience.server'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { jsonResponse } from '@/server/http/json-response'

/**
 * `POST /api/staff/audience/erase`: `{ email }` → everything the site keeps for that address as a
 * subscriber is erased (a person's written request); the answer says how much. The password must
 * have been typed in the last ten minutes (a sensitive action), and the audit log keeps the
 * counts, never the address.
 */
export const eraseEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'subscribers.erase',
    body: z.strictObject({ email: EmailSchema }),
    handle: async ({ body, db, actor, requestId, now }) =>
      jsonResponse(await erasePerson(db, body.email, { staffId: actor.id, requestId }, now)),
  })
