import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The secret key the peer accepts; any other answers `invalid-input-secret`. */
export const SITEVERIFY_TEST_SECRET = 'test-secret'

export type SiteverifyRequest = {
  method: string | undefined
  contentType: string | undefined
  /** The submitted fields: secret, response, remoteip (and whatever else came). */
  fields: Record<string, string>
}

export type SiteverifyPeer = {
  /** The siteverify endpoint, for TURNSTILE_VERIFY_URL. */
  url: string
  port: number
  received: SiteverifyRequest[]
  /** Makes `token` valid, as if a widget had just been solved: good for one siteverify call. */
  issue: (token: string) => void
  /** Answer with an HTML error page instead of JSON, as a broken proxy would. */
  answerNonJson: boolean
  /** Accept a token any number of times (Cloudflare does not; our own replay guard must). */
  acceptDuplicates: boolean
  /** The host name the answer says the token was solved on. */
  hostname: string
  close: () => Promise<void>
}

function fieldsOf(request: IncomingMessage, body: string): Record<string, string> {
  if (request.headers['content-type']?.includes('application/json')) {
    return JSON.parse(body) as Record<string, string>
  }
  return Object.fromEntries(new URLSearchParams(body))
}

/**
 * A real HTTP server on a loopback port that speaks Cloudflare Turnstile's siteverify protocol:
 * a POST of `secret`, `response` and `remoteip` (form or JSON), answered with
 * `{ success, 'error-codes', ... }`. Tokens are single-use, as at Cloudflare.
 */
export async function startSiteverifyPeer(): Promise<SiteverifyPeer> {
  const valid = new Set<string>()
  const used = new Set<string>()
  const peer: Omit<SiteverifyPeer, 'url' | 'port' | 'close'> = {
    received: [],
    issue: (token) => void valid.add(token),
    answerNonJson: false,
    acceptDuplicates: false,
    hostname: 'localhost',
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const fields = fieldsOf(request, Buffer.concat(chunks).toString('utf8'))
      peer.received.push({
        method: request.method,
        contentType: request.headers['content-type'],
        fields,
      })
      if (peer.answerNonJson) {
        response.writeHead(502, { 'content-type': 'text/html' })
        response.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
        return
      }
      const answer = (body: object) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const refuse = (code: string) => answer({ success: false, 'error-codes': [code] })
      if (request.method !== 'POST') return refuse('bad-request')
      if (!fields.secret) return refuse('missing-input-secret')
      if (fields.secret !== SITEVERIFY_TEST_SECRET) return refuse('invalid-input-secret')
      const token = fields.response
      if (!token) return refuse('missing-input-response')
      if (!valid.has(token)) return refuse('invalid-input-response')
      if (used.has(token) && !peer.acceptDuplicates) return refuse('timeout-or-duplicate')
      used.add(token)
      answer({
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: peer.hostname,
        'error-codes': [],
        action: '',
        cdata: '',
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return Object.assign(peer, {
    port,
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  })
}
