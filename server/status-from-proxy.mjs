// The status the proxy (src/proxy.ts) asks for, applied where Next.js cannot: a page that
// answers a '… Not Found' screen renders it itself, with status 200, because Next.js sends a
// thrown notFound() as an empty document (decision 029). The proxy marks such an answer with
// this header; the server sends it as 404 and never passes the header on.

/** The same name as STATUS_HEADER in src/server/http/not-found-screens.ts. */
export const STATUS_HEADER = 'x-northbridge-status'

/** Statuses the proxy may ask for. */
const ALLOWED = new Set([404])

/**
 * Makes `response` send the status the proxy asked for instead of a 200, and drops the header.
 * Any other status Next.js chose (a redirect, an error) stands.
 */
export function applyStatusFromProxy(response) {
  const writeHead = response.writeHead
  response.writeHead = function writeHeadWithProxyStatus(statusCode, ...rest) {
    let asked = Number(response.getHeader(STATUS_HEADER))
    response.removeHeader(STATUS_HEADER)
    // Headers may also come with the call itself (`writeHead(200, { … })`).
    const headers = rest.find((argument) => argument && typeof argument === 'object')
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() !== STATUS_HEADER) continue
        asked = Number(headers[name])
        delete headers[name]
      }
    }
    const status = statusCode === 200 && ALLOWED.has(asked) ? asked : statusCode
    // A reason phrase given for the 200 ('OK') would no longer fit.
    if (status !== statusCode && typeof rest[0] === 'string') rest.shift()
    return writeHead.call(this, status, ...rest)
  }
}
