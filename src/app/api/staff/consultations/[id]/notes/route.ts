import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { NoteSchema } from '@/features/booking/inbox'
import { addNote } from '@/features/booking/inbox.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { changeAnswer, ConsultationParams } from '../../inbox-answers'

export const dynamic = 'force-dynamic'

/** `{ noteId, body }` → an internal note on the consultation (the same id twice stores it once). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.manage',
    params: ConsultationParams,
    body: NoteSchema,
    handle: async ({ params, body, db, actor, requestId, now }) =>
      changeAnswer(await addNote(db, params.id, body, staffChange(actor, requestId), now)),
  }),
})
