import { execFileSync } from 'node:child_process'
import { createHash, createPublicKey } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Cleanup } from '../../scripts/lib/cleanup'

// Visitors reach a deployed site over HTTPS and HTTP/2 (a TLS-terminating proxy or CDN in front
// of `npm start`), so the benchmark's Lighthouse and the Observatory check reach it through the same kind of front: a local HTTP/2 TLS
// server that passes every request to the plain-HTTP server behind it. Lantern, Lighthouse's
// simulator, models what it sees: with HTTP/1.1 every new connection starts TCP slow start again
// and the browser opens six of them; with HTTP/2 one warm connection carries everything (decision
// 013). The certificate is made for this run and trusted by its public-key hash alone.

export type Certificate = { key: string; cert: string; spkiHash: string }

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for two days (openssl CLI). It is
 * its own CA (openssl's default `basicConstraints=CA:TRUE`), so a client may trust it as a root
 * (NODE_EXTRA_CA_CERTS) as well as by its public-key hash.
 */
export function makeCertificate(cleanup: Cleanup): Certificate {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-tls-'))
  const release = cleanup.add('the TLS key folder', () =>
    fs.rmSync(folder, { recursive: true, force: true }),
  )
  const keyFile = path.join(folder, 'key.pem')
  const certFile = path.join(folder, 'cert.pem')
  try {
    execFileSync(
      'openssl',
      [
        'req',
        ...['-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '2', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ...['-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    )
  } catch (error) {
    throw new Error(
      `openssl could not make the benchmark's TLS certificate (apt-get install openssl): ${
        error instanceof Error ? error.message : error
      }`,
    )
  }
  const key = fs.readFileSync(keyFile, 'utf8')
  const cert = fs.readFileSync(certFile, 'utf8')
  fs.rmSync(folder, { recursive: true, force: true })
  release()
  return { key, cert, spkiHash: spkiHash(cert) }
}

/** base64(SHA-256(SubjectPublicKeyInfo)): what Chromium's --ignore-certificate-errors-spki-list takes. */
export function spkiHash(certPem: string): string {
  const spki = createPublicKey(certPem).export({ type: 'spki', format: 'der' })
  return createHash('sha256').update(spki).digest('base64')
}

/** Chromium flags that trust exactly this certificate (honoured with a user data directory, which chrome-launcher always sets). */
export function chromiumFlagsFor(certificate: Certificate): string[] {
  return [`--ignore-certificate-errors-spki-list=${certificate.spkiHash}`]
}

// Hop-by-hop headers (RFC 9110 §7.6.1) and those HTTP/2 forbids (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
  'host',
])

/** The request headers to pass upstream: no pseudo-headers, no hop-by-hop ones. */
export function upstreamHeaders(
  headers: http2.IncomingHttpHeaders,
  clientAddress: string,
): http.OutgoingHttpHeaders {
  const result: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue
    result[name] = value
  }
  result.host = headers[':authority'] ?? headers.host
  result['x-forwarded-for'] = clientAddress
  result['x-forwarded-proto'] = 'https'
  return result
}

/** The response headers to send back over HTTP/2. */
export function downstreamHeaders(headers: http.IncomingHttpHeaders): http2.OutgoingHttpHeaders {
  const result: http2.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue
    result[name] = value
  }
  return result
}

export type Front = { origin: string; stop: () => Promise<void> }

export type FrontOptions = {
  /** The port to listen on; a free one by default. */
  port?: number
  /** The host name in the returned origin (both names are in the certificate). */
  host?: '127.0.0.1' | 'localhost'
}

/** An HTTPS (HTTP/2, with HTTP/1.1 for clients without it) front for the server at `upstream`. */
export async function startTlsFront(
  name: string,
  upstream: string,
  certificate: Certificate,
  cleanup: Cleanup,
  { port: wantedPort = 0, host = '127.0.0.1' }: FrontOptions = {},
): Promise<Front> {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true })
  const server = http2.createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (request, response) => {
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: upstreamHeaders(request.headers, request.socket.remoteAddress ?? '127.0.0.1'),
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, downstreamHeaders(answer.headers))
          answer.pipe(response)
        },
      )
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      request.pipe(forwarded)
    },
  )
  const sessions = new Set<http2.ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Open sessions would keep close() waiting; the measurements are over.
      for (const session of sessions) session.destroy()
      agent.destroy()
    })
  const release = cleanup.add(`the ${name} TLS front`, stop)
  return {
    origin: `https://${host}:${port}`,
    stop: async () => {
      await stop()
      release()
    },
  }
}

/** Where the plain-HTTP listener sends a request: the same path on the HTTPS origin. */
export function httpsLocation(httpsOrigin: string, requestUrl: string | undefined): string {
  // Joined as text: resolving '//other.example/' against the origin would leave the host.
  const path = requestUrl?.startsWith('/') ? requestUrl : '/'
  return `${new URL(httpsOrigin).origin}${path}`
}

/**
 * The plain-HTTP side of the front, as a TLS-terminating proxy runs it on port 80: every request
 * is answered 301 with the same path on `httpsOrigin`, and nothing reaches the site.
 */
export async function startHttpsRedirect(
  name: string,
  httpsOrigin: string,
  cleanup: Cleanup,
  { host = '127.0.0.1' }: Pick<FrontOptions, 'host'> = {},
): Promise<Front> {
  const server = http.createServer((request, response) => {
    response.writeHead(301, { location: httpsLocation(httpsOrigin, request.url) })
    response.end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  const release = cleanup.add(`the ${name} HTTP redirect`, stop)
  return {
    origin: `http://${host}:${port}`,
    stop: async () => {
      await stop()
      release()
    },
  }
}
