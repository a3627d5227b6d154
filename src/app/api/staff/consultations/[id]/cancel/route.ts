import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { StaffCancelSchema } from '@/features/booking/inbox'
import { cancelBooking } from '@/features/booking/manage.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'
import { ConsultationParams, inactiveAnswer, unlessChangedMeanwhile } from '../../inbox-answers'

export const dynamic = 'force-dynamic'

/**
 * `{ reason, messageToVisitor? }` → the consultation is cancelled for the visitor, through the
 * visitor's own cancellation (one transaction, the slot freed, the calendar CANCEL e-mailed). The
 * reason stays in the history; the message, when given, goes in the e-mail.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.manage',
    params: ConsultationParams,
    body: StaffCancelSchema,
    handle: ({ params, body, db, actor, requestId, now }) =>
      unlessChangedMeanwhile(async () => {
        const outcome = await cancelBooking(
          db,
          {
            id: params.id,
            staff: staffChange(actor, requestId, { expectedSequence: body.sequence }),
          },
          { now, reason: body.reason, messageToVisitor: body.messageToVisitor },
        )
        if (!outcome.ok) return inactiveAnswer(outcome.lookup)
        wakeMailDelivery()
        wakeWebhookDelivery()
        log.info('consultation cancelled by staff', { requestId, booking: outcome.booking.id })
        return jsonResponse({ booking: outcome.booking })
      }),
  }),
})
