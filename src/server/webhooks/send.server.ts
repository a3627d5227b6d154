import 'server-only'
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import ipaddr from 'ipaddr.js'
import { Webhook } from 'standardwebhooks'

/** The whole request, connection to last byte read, must finish within this. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** What is kept of a receiver's answer. */
export const RESPONSE_BODY_LIMIT = 1024

export type SendOptions = {
  /** Private, loopback and other non-public addresses are refused unless this is set. */
  allowPrivateTargets: boolean
  timeoutMs?: number
  now?: () => Date
}

export type SendResult = {
  ok: boolean
  /** The receiver's status; null when none came. */
  statusCode: number | null
  durationMs: number
  error: string | null
  /** At most RESPONSE_BODY_LIMIT bytes of the answer, as text. */
  responseBody: string | null
}

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError'
  constructor(address: string) {
    super(`refused: ${address} is not a public address`)
  }
}

/**
 * Whether an address may be connected to: public unicast only. IPv4 inside IPv6 (::ffff:a.b.c.d)
 * is judged as the IPv4 address it carries. Private, loopback, link-local, unique-local,
 * multicast, unspecified, carrier-grade NAT and reserved ranges are all refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for http.request that resolves as usual and then drops every address that is not
 * public, so a host name cannot lead to the site's own network however its DNS answers (the
 * check is on the address actually connected to, not a separate earlier lookup).
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '')
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address))
    if (allowed.length === 0) {
      return callback(new RefusedAddressError(addresses[0]?.address ?? hostname), '')
    }
    if (options.all) return callback(null, allowed)
    callback(null, allowed[0]!.address, allowed[0]!.family)
  })
}

/** The Standard Webhooks headers for one message. */
export function signedHeaders(
  secret: string,
  messageId: string,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

/**
 * Posts one signed message. Never throws: the answer says what happened. A 2xx is delivered;
 * anything else (a 3xx too: redirects are not followed) is a failure.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  message: { id: string; body: string },
  { allowPrivateTargets, timeoutMs = WEBHOOK_TIMEOUT_MS, now = () => new Date() }: SendOptions,
): Promise<SendResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const failure = (error: string, statusCode: number | null = null, responseBody = null) => ({
    ok: false,
    statusCode,
    durationMs: elapsed(),
    error,
    responseBody,
  })
  let url: URL
  try {
    url = new URL(target.url)
  } catch {
    return Promise.resolve(failure('not a URL'))
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.resolve(failure('not an http(s) URL'))
  }
  // A literal address is connected to without a lookup: judge it here.
  const host = url.hostname
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (!allowPrivateTargets && ipaddr.isValid(literal) && !isPublicAddress(literal)) {
    return Promise.resolve(failure(new RefusedAddressError(literal).message))
  }
  const headers = {
    ...signedHeaders(target.secret, message.id, message.body, now()),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(message.body)),
    'user-agent': 'Northbridge-Webhooks/1',
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise<SendResult>((resolve) => {
    let settled = false
    const finish = (result: SendResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const request = client.request(url, {
      method: 'POST',
      headers,
      agent: false,
      ...(allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
    })
    const timer = setTimeout(() => {
      request.destroy(
        new Error(
          `timed out after ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`,
        ),
      )
    }, timeoutMs)
    request.on('error', (error) => finish(failure(describe(error))))
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const chunks: Buffer[] = []
      let kept = 0
      const done = () => {
        const responseBody = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8')
        const ok = status >= 200 && status < 300
        finish({
          ok,
          statusCode: status,
          durationMs: elapsed(),
          error: ok
            ? null
            : status >= 300 && status < 400
              ? `HTTP ${status}: redirect not followed`
              : `HTTP ${status}`,
          responseBody,
        })
      }
      response.on('data', (chunk: Buffer) => {
        if (kept < RESPONSE_BODY_LIMIT) {
          chunks.push(chunk)
          kept += chunk.length
        }
        // The rest of a long answer is not read: enough is kept, the connection is dropped.
        if (kept >= RESPONSE_BODY_LIMIT) {
          done()
          response.destroy()
        }
      })
      response.on('end', done)
      response.on('error', done)
      response.on('close', done)
    })
    request.end(message.body)
  })
}
