import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  PEER_ADDRESS_HEADER,
  isLoopbackAddress,
  isLoopbackRequest,
  knownHttpServers,
  trackRequestPeers,
} from './peer-address'

describe('loopback detection', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['', false],
    ['127.0.0.1.evil.example', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected)
  })

  it('needs the stamped socket address, and no forwarded non-local client', () => {
    const request = (values: Record<string, string>) => isLoopbackRequest(new Headers(values))
    expect(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1' })).toBe(true)
    expect(request({ [PEER_ADDRESS_HEADER]: '::1', 'x-forwarded-for': '::1' })).toBe(true)
    // Unstamped (tracking not running) counts as remote, whatever the client claims.
    expect(request({ 'x-forwarded-for': '127.0.0.1' })).toBe(false)
    expect(request({ [PEER_ADDRESS_HEADER]: '203.0.113.7' })).toBe(false)
    // A proxy on this machine forwarding someone else.
    expect(
      request({ [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }),
    ).toBe(false)
  })
})

describe('trackRequestPeers', () => {
  it('stamps every request with its real socket address, over anything the client sent', async () => {
    trackRequestPeers()
    const seen: (string | string[] | undefined)[] = []
    const server = http.createServer((request, response) => {
      seen.push(request.headers[PEER_ADDRESS_HEADER])
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' },
      })
      expect(seen).toEqual(['127.0.0.1'])
      expect(knownHttpServers()).toContain(server)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
