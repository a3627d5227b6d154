import 'server-only'
import { variantWidthOf, WEBINAR_IMAGE_FILE } from '@/features/webinars/images/webinar-images'
import { readWebinarImageVariant } from '@/features/webinars/images/webinar-images.server'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { ApiError } from '@/server/http/json-response'

const NO_SUCH_PICTURE = 'No picture has this address.'

const ImageFileParams = z.object({
  id: z.uuid(NO_SUCH_PICTURE),
  file: z
    .string()
    .max(16, NO_SUCH_PICTURE)
    .regex(WEBINAR_IMAGE_FILE, NO_SUCH_PICTURE)
    .transform((file, context) => {
      const width = variantWidthOf(file)
      if (width === undefined) context.addIssue({ code: 'custom', message: NO_SUCH_PICTURE })
      return width ?? z.NEVER
    }),
})

/**
 * GET /webinar-images/<id>/<width>.webp: one size of an uploaded webinar picture, from the
 * database (decision 048). The bytes never change for an address (a new upload is a new id), so
 * browsers, nginx and any CDN keep it for a year; `nosniff` keeps it a picture whatever a
 * browser would guess.
 */
export const webinarImageFileEndpoint = endpoint({
  params: ImageFileParams,
  handle: async ({ params, db }) => {
    const variant = await readWebinarImageVariant(db, params.id, params.file)
    if (!variant) throw new ApiError(404, NO_SUCH_PICTURE)
    return new Response(new Uint8Array(variant.bytes), {
      headers: {
        'content-type': variant.contentType,
        'content-length': String(variant.bytes.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    })
  },
})
