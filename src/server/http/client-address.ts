import 'server-only'
import { isIP } from 'node:net'
import { PEER_ADDRESS_HEADER } from '../peer-address'

/** Expands an IPv6 address to its eight groups ('2001:db8::1' → 2001, db8, 0, … 1). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  )
}

/**
 * The key a client is counted under. IPv4 (also IPv4-mapped IPv6) counts per address; other IPv6
 * per /64, the block one household or server is given, so a client cannot rotate addresses within
 * its own network to escape a limit.
 */
export function rateLimitSubject(address: string): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const version = isIP(plain)
  if (version === 4) return plain
  if (version === 6) return `${ipv6Groups(plain.split('%')[0]!).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

/**
 * The client's address: the first address in the trusted proxy header when the site runs behind
 * a proxy (TRUSTED_PROXY_HEADER), otherwise the socket's peer that the server stamped on the
 * request (src/server/peer-address.ts). Never a header the client could simply make up, unless
 * the operator named it as the proxy's.
 */
export function clientAddress(headers: Headers, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const first = headers.get(trustedProxyHeader)?.split(',')[0]?.trim()
    if (first) return first
  }
  return headers.get(PEER_ADDRESS_HEADER) ?? ''
}
