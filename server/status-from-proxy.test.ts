import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { STATUS_HEADER as SERVER_SIDE } from '../src/server/http/not-found-screens'
import { STATUS_HEADER, applyStatusFromProxy } from './status-from-proxy.mjs'

let server: http.Server | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A server whose handler answers like Next.js does after the proxy ran. */
async function answer(handle: (response: http.ServerResponse) => void) {
  server = http.createServer((_request, response) => {
    applyStatusFromProxy(response)
    handle(response)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' })
}

describe('the status the proxy asks for', () => {
  it('uses the header name the proxy sets', () => {
    expect(STATUS_HEADER).toBe(SERVER_SIDE)
  })

  it('turns a marked 200 into a 404 and drops the mark', async () => {
    const response = await answer((res) => {
      res.setHeader(STATUS_HEADER, '404')
      res.statusCode = 200
      res.end('<h1>Industry Not Found</h1>')
    })
    expect(response.status).toBe(404)
    expect(response.headers.get(STATUS_HEADER)).toBeNull()
    expect(await response.text()).toBe('<h1>Industry Not Found</h1>')
  })

  it('reads the mark from headers given to writeHead as well', async () => {
    const response = await answer((res) => {
      res.writeHead(200, 'OK', { [STATUS_HEADER]: '404', 'content-type': 'text/html' })
      res.end('screen')
    })
    expect(response.status).toBe(404)
    expect(response.headers.get(STATUS_HEADER)).toBeNull()
    expect(response.headers.get('content-type')).toBe('text/html')
  })

  it('leaves redirects, errors and unmarked answers as they are', async () => {
    const redirect = await answer((res) => {
      res.setHeader(STATUS_HEADER, '404')
      res.writeHead(308, { location: '/insights/webinars/SCIPAB' })
      res.end()
    })
    expect(redirect.status).toBe(308)
    expect(redirect.headers.get(STATUS_HEADER)).toBeNull()
  })

  it('ignores statuses it was not made for', async () => {
    const response = await answer((res) => {
      res.setHeader(STATUS_HEADER, '204')
      res.end('page')
    })
    expect(response.status).toBe(200)
  })
})
