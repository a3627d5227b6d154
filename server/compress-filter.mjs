import compressible from 'compressible'

/**
 * Whether a response should be compressed: text types by their Content-Type (which Next.js may
 * hand over as an array of one value), never a stream of server-sent events, whose messages must
 * reach the client as they are written, and never a response that says `no-transform`.
 *
 * @param {import('node:http').IncomingMessage} _request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean}
 */
export function shouldCompress(_request, response) {
  const header = response.getHeader('Content-Type')
  const contentType = String(Array.isArray(header) ? header[0] : (header ?? ''))
  if (!contentType || contentType.startsWith('text/event-stream')) return false
  const cacheControl = String(response.getHeader('Cache-Control') ?? '')
  if (/\bno-transform\b/i.test(cacheControl)) return false
  return Boolean(compressible(contentType.split(';')[0].trim()))
}
