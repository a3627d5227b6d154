import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { OutcomeSchema } from '@/features/booking/inbox'
import { markOutcome } from '@/features/booking/inbox.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { changeAnswer, ConsultationParams } from '../../inbox-answers'

export const dynamic = 'force-dynamic'

/**
 * `{ outcome: 'completed' | 'no-show', shown }` → marks a consultation whose time has come, unless
 * someone marked it otherwise since the member's screen showed `shown` (409).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.manage',
    params: ConsultationParams,
    body: OutcomeSchema,
    handle: async ({ params, body, db, actor, requestId, now }) =>
      changeAnswer(await markOutcome(db, params.id, body, staffChange(actor, requestId), now)),
  }),
})
