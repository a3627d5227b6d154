import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { liftSuppression, resendFailedMail } from '@/server/mail/outbox-console.server'
import { EmailSchema } from '@/lib/field-schemas'

/** The message a console endpoint acts on; anything but a UUID names none. */
const MailParams = z.object({ id: z.uuid('No such message.') })

export const NOT_FAILED =
  'This message is not failed any more: it was sent or queued again meanwhile. Reload the page.'

/** `POST /api/staff/mail/[id]/resend`: a message that failed for good gets one more attempt. */
export const resendMailEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'mail.manage',
    params: MailParams,
    handle: async ({ params, db, actor, requestId, now }) => {
      const resent = await resendFailedMail(db, params.id, { staffId: actor.id, requestId }, now)
      if (resent.ok) {
        wakeMailDelivery()
        return jsonResponse({ queued: true })
      }
      return resent.reason === 'unknown'
        ? errorResponse(404, 'No such message.')
        : errorResponse(409, NOT_FAILED)
    },
  })

/** `POST /api/staff/mail/suppressions/lift`: `{ address }` gets list mail again. */
export const liftSuppressionEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'mail.manage',
    body: z.strictObject({ address: EmailSchema }),
    handle: async ({ body, db, actor, requestId }) => {
      const lifted = await liftSuppression(db, body.address, { staffId: actor.id, requestId })
      return lifted.ok
        ? jsonResponse({ lifted: true })
        : errorResponse(404, 'This address is not suppressed.')
    },
  })
