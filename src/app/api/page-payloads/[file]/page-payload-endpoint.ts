import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { ApiError } from '@/server/http/json-response'
import { PAGE_PAYLOAD_FILE, readPagePayload } from '@/server/page-payloads'

const NOT_FOUND = 'No such page payload.'

/**
 * `GET /api/page-payloads/<hash>.js`: the RSC payload the production server took out of a page
 * rendered per request (decision 060), which that page's loader runs after its first paint. Named
 * by its content, so it never changes: cached for a year.
 */
export const pagePayloadEndpoint = endpoint({
  params: z.object({ file: z.string().max(50).regex(PAGE_PAYLOAD_FILE, NOT_FOUND) }),
  handle: async ({ params, db }) => {
    const hash = PAGE_PAYLOAD_FILE.exec(params.file)?.[1]
    const script = hash ? await readPagePayload(db, hash) : undefined
    if (script === undefined) throw new ApiError(404, NOT_FOUND)
    return new Response(script, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    })
  },
})
