import { jsonResponse } from '@/server/http/json-response'

/** Unknown API paths answer like every API error, not with the site's redirect to home. */
function notFound() {
  return jsonResponse({ error: 'Not found' }, { status: 404 })
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
