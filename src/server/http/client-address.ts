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

/** How many leading bits of an IPv6 address name one client: a /64 network or a /48 site. */
export type Ipv6Block = 48 | 64

/**
 * The key a client is counted under. IPv4 (also IPv4-mapped IPv6) counts per address; other IPv6
 * per /64 by default, the block one household or server is given, so a client cannot rotate
 * addresses within its own network to escape a limit. `block` 48 counts a whole /48, the most an
 * ISP or hosting provider hands one customer (RIPE-690), for limits that a customer with many
 * /64s must not multiply (bookings); the /48 key names its prefix, so it never equals a /64 key.
 */
export function rateLimitSubject(address: string, block: Ipv6Block = 64): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const version = isIP(plain)
  if (version === 4) return plain
  if (version === 6) {
    const groups = ipv6Groups(plain.split('%')[0]!).slice(0, block / 16)
    return `${groups.join(':')}::/${block}`
  }
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
