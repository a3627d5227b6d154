import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import {
  WEBINAR_IMAGE_MAX_BYTES,
  WEBINAR_IMAGE_TOO_LARGE,
  WEBINAR_IMAGE_UPLOAD_TYPES,
} from '@/features/webinars/images/webinar-images'
import {
  storeWebinarImage,
  WEBINAR_IMAGE_MESSAGES,
} from '@/features/webinars/images/webinar-images.server'
import { IMAGE_UPLOADS_PER_CLIENT, IMAGE_UPLOADS_PER_MEMBER } from '@/features/webinars/limits'
import { errorResponse, jsonResponse, tooManyRequests } from '@/server/http/json-response'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'

/** What the upload answers: the value for the webinar's `image`, and a size to show. */
export type UploadedWebinarImage = { image: string; preview: string }

/**
 * `POST /api/staff/webinars/images`: the picture's bytes as the body (the file as it is, sent as
 * its own type or application/octet-stream) → 201 `{ image, preview }`. The content decides
 * whether it is a picture (src/features/webinars/images/webinar-images.server.ts); a refusal is
 * 422 with a message for the person who chose the file, a body over 5 MB a 413 before the rest of
 * it is read. For members who manage webinars; counted per client before the body and per member
 * after the session; the upload and its audit entry are kept together.
 */
export const uploadImageEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webinars.manage',
    binaryBody: {
      contentTypes: WEBINAR_IMAGE_UPLOAD_TYPES,
      maxBytes: WEBINAR_IMAGE_MAX_BYTES,
      tooLargeMessage: WEBINAR_IMAGE_TOO_LARGE,
    },
    rateLimits: [IMAGE_UPLOADS_PER_CLIENT],
    handle: async ({ bytes, db, actor, requestId, now }) => {
      const uploads = await consumeRateLimit(db, IMAGE_UPLOADS_PER_MEMBER, actor.id, now)
      if (!uploads.allowed) return tooManyRequests(uploads.retryAfterSeconds)
      const result = await storeWebinarImage(db, bytes ?? new Uint8Array(0), {
        staffId: actor.id,
        requestId,
      })
      if (!result.ok) return errorResponse(422, WEBINAR_IMAGE_MESSAGES[result.reason])
      const answer: UploadedWebinarImage = {
        image: result.stored.image,
        preview: result.stored.preview,
      }
      return jsonResponse(answer, { status: 201 })
    },
  })
