import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import {
  changeWebinarStatus,
  createWebinar,
  updateWebinar,
  WebinarFieldError,
} from '@/features/webinars/webinar-console.server'
import {
  EasternMomentSchema,
  WebinarFormSchema,
  WebinarUpdateSchema,
} from '@/features/webinars/webinar-form.server'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

/** The webinar a console endpoint acts on; anything but a UUID names none. */
const WebinarParams = z.object({ id: z.uuid('No such webinar.') })

/** The form carries a description, an agenda and speakers: more than the default 8 KB allows. */
const FORM_MAX_BYTES = 32 * 1024

export const STALE_WEBINAR =
  'Someone changed this webinar after you opened it. Reload the page to see their change, then edit again.'

const fieldRefusal = (error: WebinarFieldError) =>
  errorResponse(422, 'Please correct the highlighted fields.', {
    fields: { [error.field]: error.message },
  })

async function refusingFields(save: () => Promise<Response>): Promise<Response> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof WebinarFieldError) return fieldRefusal(error)
    throw error
  }
}

/** `POST /api/staff/webinars`: a new draft from the editor's form; answers its id. */
export const createWebinarEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webinars.manage',
    body: WebinarFormSchema,
    maxBodyBytes: FORM_MAX_BYTES,
    handle: ({ body, db, actor, requestId }) =>
      refusingFields(async () => {
        const created = await createWebinar(db, body, { staffId: actor.id, requestId })
        return jsonResponse(created, { status: 201 })
      }),
  })

/** `POST /api/staff/webinars/[id]`: the editor's form saved over the webinar it was opened on. */
export const updateWebinarEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webinars.manage',
    params: WebinarParams,
    body: WebinarUpdateSchema,
    maxBodyBytes: FORM_MAX_BYTES,
    handle: ({ params, body, db, actor, requestId, now }) =>
      refusingFields(async () => {
        const saved = await updateWebinar(
          db,
          params.id,
          body.values,
          body.version,
          { staffId: actor.id, requestId },
          now,
        )
        if (saved.ok) {
          wakeMailDelivery()
          return jsonResponse({
            saved: true,
            slug: saved.webinar.slug,
            toldOfNewTime: saved.toldOfNewTime,
            recordingsSent: saved.recordingsSent,
          })
        }
        return saved.reason === 'unknown'
          ? errorResponse(404, 'No such webinar.')
          : errorResponse(409, STALE_WEBINAR)
      }),
  })

const StatusChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('publish') }),
  z.strictObject({ action: z.literal('schedule'), at: EasternMomentSchema }),
  z.strictObject({ action: z.literal('unschedule') }),
  z.strictObject({ action: z.literal('unpublish') }),
  z.strictObject({ action: z.literal('cancel') }),
])

/**
 * `POST /api/staff/webinars/[id]/status`: publish now (and announce), schedule the publish for a
 * time in Eastern, clear that schedule, unpublish, or cancel the session.
 */
export const webinarStatusEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webinars.manage',
    params: WebinarParams,
    body: StatusChangeSchema,
    handle: async ({ params, body, db, actor, requestId, now }) => {
      const changed = await changeWebinarStatus(
        db,
        params.id,
        body,
        { staffId: actor.id, requestId },
        now,
      )
      if (changed.ok) {
        wakeMailDelivery()
        return jsonResponse({ message: changed.message })
      }
      return changed.reason === 'unknown'
        ? errorResponse(404, 'No such webinar.')
        : errorResponse(409, changed.message)
    },
  })
