import 'server-only'
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage, Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Next.js fills `x-forwarded-for` only when a request lacks one, so any client can claim to be
 * 127.0.0.1 there. This header carries the address of the socket the request really arrived on:
 * it is written for every request, over whatever the client sent, before Next.js sees it.
 */
export const PEER_ADDRESS_HEADER = 'x-northbridge-peer-address'

/**
 * `1` when the request arrived with any header a proxy uses to forward someone else's request,
 * `0` when it arrived with none. Written beside the peer address, over whatever the client sent,
 * from the headers as they came off the socket: Next.js adds `x-forwarded-for`, `-host`, `-port`
 * and `-proto` to every request that lacks them, so by the time a route reads the request every
 * request looks forwarded.
 */
export const FORWARDED_STAMP_HEADER = 'x-northbridge-forwarded'

/** Headers that say a proxy passed the request on for someone else (besides any `x-forwarded-*`). */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'client-ip',
])

/**
 * Whether a request's header names (lower-case, as Node.js gives them) include a forwarding
 * header: `Forwarded`, `Via`, any `X-Forwarded-*`, the client-address headers proxies and CDNs
 * set, or the header the deployment trusts for the client's address (TRUSTED_PROXY_HEADER).
 */
export function hasForwardingHeader(
  names: Iterable<string>,
  trustedProxyHeader: string | undefined,
): boolean {
  for (const name of names) {
    if (FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-')) return true
    if (trustedProxyHeader && name === trustedProxyHeader) return true
  }
  return false
}

type RequestStart = { request: IncomingMessage; socket: Socket; server: Server }

const state = globalThis as typeof globalThis & {
  __northbridgePeerTracking?: { servers: Set<Server> }
}

/**
 * Starts stamping requests with their socket's address and whether they arrived forwarded
 * (FORWARDED_STAMP_HEADER); safe to call more than once (the first call's settings stay).
 */
export function trackRequestPeers({
  trustedProxyHeader,
}: { trustedProxyHeader?: string | undefined } = {}): void {
  if (state.__northbridgePeerTracking) return
  const servers = new Set<Server>()
  state.__northbridgePeerTracking = { servers }
  // Node publishes this before the server emits 'request' (a documented diagnostics channel), so
  // the headers are still exactly those the client or proxy sent.
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as RequestStart
    const forwarded = hasForwardingHeader(Object.keys(request.headers), trustedProxyHeader)
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? ''
    request.headers[FORWARDED_STAMP_HEADER] = forwarded ? '1' : '0'
    servers.add(server)
  })
}

/** HTTP servers that have answered at least one request in this process (for shutdown). */
export function knownHttpServers(): Server[] {
  return [...(state.__northbridgePeerTracking?.servers ?? [])]
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '')
  return plain === '::1' || /^127(?:\.\d{1,3}){3}$/.test(plain)
}

/**
 * True only for a request that came straight from this machine: its socket is loopback and it
 * arrived with no forwarding header at all, so no proxy on this machine passed it on for someone
 * else (a proxy's own hop is loopback too; what it adds is the only sign). A request without the
 * stamps (tracking not running) counts as remote.
 */
export function isLoopbackRequest(headers: Headers): boolean {
  const peer = headers.get(PEER_ADDRESS_HEADER)
  if (!peer || !isLoopbackAddress(peer)) return false
  return headers.get(FORWARDED_STAMP_HEADER) === '0'
}
