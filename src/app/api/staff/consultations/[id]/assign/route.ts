import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { AssignSchema } from '@/features/booking/inbox'
import { assignConsultation } from '@/features/booking/inbox.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { changeAnswer, ConsultationParams } from '../../inbox-answers'

export const dynamic = 'force-dynamic'

/** `{ consultantId }` → the consultation is given to that consultant (null: to no one). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.assign',
    params: ConsultationParams,
    body: AssignSchema,
    handle: async ({ params, body, db, actor, requestId, now }) =>
      changeAnswer(
        await assignConsultation(
          db,
          params.id,
          body.consultantId,
          staffChange(actor, requestId, { action: 'consultations.assign' }),
          now,
        ),
      ),
  }),
})
