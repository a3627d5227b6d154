import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse } from '@/server/http/json-response'

/** Unknown API paths answer like every API error, not with the site's redirect to home. */
const notFound = endpoint({ handle: () => errorResponse(404, 'Not found') })

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
})
