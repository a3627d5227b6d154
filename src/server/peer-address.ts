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

type RequestStart = { request: IncomingMessage; socket: Socket; server: Server }

const state = globalThis as typeof globalThis & {
  __northbridgePeerTracking?: { servers: Set<Server> }
}

/** Starts stamping requests with their socket's address; safe to call more than once. */
export function trackRequestPeers(): void {
  if (state.__northbridgePeerTracking) return
  const servers = new Set<Server>()
  state.__northbridgePeerTracking = { servers }
  // Node publishes this before the server emits 'request' (a documented diagnostics channel).
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as RequestStart
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? ''
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
 * True only for a request that came straight from this machine: its socket is loopback and no
 * proxy in front forwarded it for someone else. A request without the stamp (tracking not
 * running) counts as remote.
 */
export function isLoopbackRequest(headers: Headers): boolean {
  const peer = headers.get(PEER_ADDRESS_HEADER)
  if (!peer || !isLoopbackAddress(peer)) return false
  const forwardedFor = headers.get('x-forwarded-for')
  if (!forwardedFor) return true
  return forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .every((hop) => hop === '' || isLoopbackAddress(hop))
}
