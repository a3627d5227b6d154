import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

/** One request the receiver got, with whether its signature verified (standardwebhooks). */
export type ReceivedWebhook = {
  id: string
  timestamp: string
  body: string
  payload: { type: string; timestamp: string; data: Record<string, unknown> }
  valid: boolean
  error?: string
}

export type Answer = (request: IncomingMessage, response: ServerResponse) => void

/**
 * A real HTTP receiver on this machine that verifies every signature with the Standard
 * Webhooks reference implementation, as a customer's receiver would. `answer` decides what it
 * says (200 unless set); `down()` stops listening (connections refused) and `up()` listens again
 * on the same port.
 */
export async function startWebhookReceiver(secret: () => string) {
  const received: ReceivedWebhook[] = []
  let answer: Answer = (_request, response) => response.writeHead(200).end('ok')
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      }
      let valid = false
      let error: string | undefined
      try {
        new Webhook(secret()).verify(body, headers)
        valid = true
      } catch (problem) {
        error = problem instanceof Error ? problem.message : String(problem)
      }
      received.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        payload: JSON.parse(body),
        valid,
        ...(error ? { error } : {}),
      })
      answer(request, response)
    })
  }
  let server: Server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const close = (target: Server) =>
    new Promise<void>((resolve) => {
      target.closeAllConnections()
      target.close(() => resolve())
    })
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answerWith(next: Answer) {
      answer = next
    },
    async down() {
      await close(server)
    },
    async up() {
      server = createServer(handle)
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    },
    async stop() {
      if (server.listening) await close(server)
    },
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>
