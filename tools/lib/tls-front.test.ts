import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Cleanup } from '../../scripts/lib/cleanup'
import {
  chromiumFlagsFor,
  downstreamHeaders,
  httpsLocation,
  makeCertificate,
  spkiHash,
  startHttpsRedirect,
  startTlsFront,
  upstreamHeaders,
} from './tls-front'

describe('the headers the TLS front passes on', () => {
  it('drops pseudo-headers and hop-by-hop headers upstream and names the client', () => {
    const headers = upstreamHeaders(
      {
        ':method': 'GET',
        ':path': '/about',
        ':authority': '127.0.0.1:4443',
        ':scheme': 'https',
        'accept-encoding': 'gzip, br',
        connection: 'keep-alive',
        te: 'trailers',
        cookie: 'a=1',
      },
      '127.0.0.7',
    )
    expect(headers).toEqual({
      host: '127.0.0.1:4443',
      'accept-encoding': 'gzip, br',
      cookie: 'a=1',
      'x-forwarded-for': '127.0.0.7',
      'x-forwarded-proto': 'https',
    })
  })

  it('drops the headers HTTP/2 forbids on the way back', () => {
    expect(
      downstreamHeaders({
        'content-type': 'text/html',
        'content-encoding': 'br',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        vary: 'Accept-Encoding',
      }),
    ).toEqual({ 'content-type': 'text/html', 'content-encoding': 'br', vary: 'Accept-Encoding' })
  })
})

describe('the TLS front', () => {
  const cleanup = new Cleanup()
  let upstream: http.Server
  let seen: http.IncomingHttpHeaders[] = []

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      seen.push(request.headers)
      response.writeHead(200, { 'content-type': 'text/plain', connection: 'keep-alive' })
      response.end(`${request.method} ${request.url}`)
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    await cleanup.runAll()
    await new Promise((resolve) => upstream.close(resolve))
  })

  it('serves the upstream server over HTTP/2 with a certificate trusted by its key hash', async () => {
    const certificate = makeCertificate(cleanup)
    expect(spkiHash(certificate.cert)).toBe(certificate.spkiHash)
    expect(chromiumFlagsFor(certificate)).toEqual([
      `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
    ])
    const { port } = upstream.address() as AddressInfo
    const front = await startTlsFront('test', `http://127.0.0.1:${port}`, certificate, cleanup)
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)

    seen = []
    const session = http2.connect(front.origin, { ca: certificate.cert })
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': '/insights?x=1', 'accept-encoding': 'br' })
        let status = 0
        let body = ''
        stream.on('response', (headers) => (status = Number(headers[':status'])))
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (body += chunk))
        stream.on('end', () => resolve({ status, body }))
        stream.on('error', reject)
      },
    )
    session.close()
    expect(status).toBe(200)
    expect(body).toBe('GET /insights?x=1')
    expect(seen[0]).toMatchObject({
      'accept-encoding': 'br',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
    })
    await front.stop()
  })
})

describe('the plain-HTTP side of the front', () => {
  it('sends every path, query included, to the same place on the HTTPS origin', () => {
    expect(httpsLocation('https://localhost:4443', '/insights?x=1')).toBe(
      'https://localhost:4443/insights?x=1',
    )
    expect(httpsLocation('https://localhost:4443', '/')).toBe('https://localhost:4443/')
    // An absolute-form or missing target cannot send the client to another host.
    expect(httpsLocation('https://localhost:4443', 'http://evil.example/x')).toBe(
      'https://localhost:4443/',
    )
    expect(httpsLocation('https://localhost:4443', '//evil.example/x')).toBe(
      'https://localhost:4443//evil.example/x',
    )
    expect(httpsLocation('https://localhost:4443', undefined)).toBe('https://localhost:4443/')
  })

  it('answers 301 with the HTTPS address and passes nothing on', async () => {
    const cleanup = new Cleanup()
    const redirect = await startHttpsRedirect('test', 'https://localhost:4443', cleanup, {
      host: 'localhost',
    })
    expect(redirect.origin).toMatch(/^http:\/\/localhost:\d+$/)
    const port = new URL(redirect.origin).port
    const response = await fetch(`http://127.0.0.1:${port}/contact?a=b`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://localhost:4443/contact?a=b')
    await cleanup.runAll()
  })
})
