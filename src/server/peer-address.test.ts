import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  FORWARDED_STAMP_HEADER,
  PEER_ADDRESS_HEADER,
  hasForwardingHeader,
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

  it('needs the stamped loopback socket address and a request that arrived unforwarded', () => {
    const request = (values: Record<string, string>) => isLoopbackRequest(new Headers(values))
    const direct = { [FORWARDED_STAMP_HEADER]: '0' }
    expect(request({ ...direct, [PEER_ADDRESS_HEADER]: '127.0.0.1' })).toBe(true)
    expect(request({ ...direct, [PEER_ADDRESS_HEADER]: '::1' })).toBe(true)
    // Unstamped (tracking not running) counts as remote, whatever the client claims.
    expect(request({ 'x-forwarded-for': '127.0.0.1' })).toBe(false)
    expect(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1' })).toBe(false)
    expect(request({ ...direct, [PEER_ADDRESS_HEADER]: '203.0.113.7' })).toBe(false)
    // A proxy on this machine forwarding someone else: it arrived with a forwarding header.
    expect(request({ [PEER_ADDRESS_HEADER]: '127.0.0.1', [FORWARDED_STAMP_HEADER]: '1' })).toBe(
      false,
    )
  })

  it.each([
    ['Forwarded', 'for=198.18.1.1'],
    ['X-Forwarded-For', '198.18.1.1'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Forwarded-Host', 'northbridge.example'],
    ['X-Forwarded-Proto', 'https'],
    ['X-Real-IP', '198.18.1.1'],
    ['Via', '1.1 proxy.example'],
    ['True-Client-IP', '198.18.1.1'],
    ['CF-Connecting-IP', '198.18.1.1'],
    ['X-Visitor', '198.18.1.1'],
  ])('%s counts as forwarded', (name, value) => {
    const names = Object.keys({ host: 'localhost', [name.toLowerCase()]: value })
    // X-Visitor only as the header the deployment trusts (TRUSTED_PROXY_HEADER).
    expect(hasForwardingHeader(names, 'x-visitor')).toBe(true)
  })

  it('a browser’s own headers are not forwarding headers', () => {
    const names = ['host', 'user-agent', 'accept', 'cookie', 'x-requested-with', 'origin']
    expect(hasForwardingHeader(names, undefined)).toBe(false)
    expect(hasForwardingHeader(names, 'x-real-ip')).toBe(false)
  })
})

describe('trackRequestPeers', () => {
  it('stamps every request with its real socket address and forwarding, over anything the client sent', async () => {
    trackRequestPeers({ trustedProxyHeader: 'x-visitor' })
    const seen: Record<string, string | string[] | undefined>[] = []
    const server = http.createServer((request, response) => {
      seen.push({
        peer: request.headers[PEER_ADDRESS_HEADER],
        forwarded: request.headers[FORWARDED_STAMP_HEADER],
      })
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/`, { headers }).then((response) => response.text())
    try {
      await get({ [PEER_ADDRESS_HEADER]: '203.0.113.9', [FORWARDED_STAMP_HEADER]: '0' })
      await get({ 'x-real-ip': '198.18.1.1', [FORWARDED_STAMP_HEADER]: '0' })
      await get({ [FORWARDED_STAMP_HEADER]: '1' })
      expect(seen).toEqual([
        { peer: '127.0.0.1', forwarded: '0' },
        { peer: '127.0.0.1', forwarded: '1' },
        { peer: '127.0.0.1', forwarded: '0' },
      ])
      expect(knownHttpServers()).toContain(server)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
