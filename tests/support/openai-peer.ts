import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A chat-completions request as the peer received it. */
export type CompletionRequest = {
  method: string | undefined
  path: string | undefined
  authorization: string | undefined
  body: {
    model?: string
    stream?: boolean
    messages?: { role: string; content: string }[]
    [field: string]: unknown
  }
  /** True once the client closed the connection before the answer was complete. */
  abandoned: boolean
}

/** How the peer answers the next requests. */
export type PeerBehaviour = {
  /** The answer, in the chunks a streaming answer sends (joined for a non-streaming one). */
  tokens: string[]
  /** Answer with this HTTP status and an OpenAI error body instead. */
  status?: number
  /** Send nothing at all until the client gives up (a server that hangs). */
  stall?: boolean
  /** Streaming only: after this many chunks, wait until `release()` (never called: a stall). */
  holdAfter?: number
  /** Milliseconds between chunks. */
  chunkDelayMs?: number
  /**
   * The tokens the answer reports using (a streamed one in a last chunk, when the request asks
   * with `stream_options.include_usage`); `null` reports none. Unset: 100 prompt, 10 completion.
   */
  usage?: { prompt: number; completion: number } | null
}

export type OpenAIPeer = {
  /** The base URL for CHAT_BASE_URL, ending in /v1. */
  baseURL: string
  received: CompletionRequest[]
  behaviour: PeerBehaviour
  /** Chunks written to the wire so far, over all requests. */
  sentChunks: string[]
  /** Lets a held streaming answer go on. */
  release: () => void
  close: () => Promise<void>
}

/** The API key the peer accepts; any other gets 401, as at OpenAI. */
export const OPENAI_PEER_KEY = 'test-key'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A real HTTP server on a loopback port that speaks OpenAI's `POST /v1/chat/completions`: a JSON
 * `chat.completion` for `stream: false`, and for `stream: true` server-sent events, one
 * `chat.completion.chunk` per token with `choices[0].delta.content`, a last chunk with the finish
 * reason and `data: [DONE]` — what OpenAI, vLLM and Ollama send.
 */
export async function startOpenAIPeer(): Promise<OpenAIPeer> {
  let releaseHeld: (() => void) | undefined
  let held = new Promise<void>((resolve) => (releaseHeld = resolve))
  const peer: Omit<OpenAIPeer, 'baseURL' | 'close'> = {
    received: [],
    behaviour: { tokens: ['Hello.'] },
    sentChunks: [],
    release: () => {
      releaseHeld?.()
      held = new Promise<void>((resolve) => (releaseHeld = resolve))
    },
  }

  const json = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const received: CompletionRequest = {
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as CompletionRequest['body']) : {},
        abandoned: false,
      }
      peer.received.push(received)
      response.on('close', () => {
        if (!response.writableFinished) received.abandoned = true
      })
      const behaviour = peer.behaviour
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return json(response, 404, {
          error: { message: 'Not found', type: 'invalid_request_error' },
        })
      }
      if (request.headers.authorization !== `Bearer ${OPENAI_PEER_KEY}`) {
        return json(response, 401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
        })
      }
      if (behaviour.stall) return // the client's timeout ends it
      if (behaviour.status) {
        return json(response, behaviour.status, {
          error: { message: 'The server had an error', type: 'server_error' },
        })
      }
      const id = `chatcmpl-${peer.received.length}`
      const created = Math.floor(Date.now() / 1000)
      const model = received.body.model ?? 'unknown'
      const reported =
        behaviour.usage === undefined ? { prompt: 100, completion: 10 } : behaviour.usage
      const usage = reported && {
        prompt_tokens: reported.prompt,
        completion_tokens: reported.completion,
        total_tokens: reported.prompt + reported.completion,
      }
      if (!received.body.stream) {
        const content = behaviour.tokens.join('')
        peer.sentChunks.push(content)
        return json(response, 200, {
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          ...(usage ? { usage } : {}),
        })
      }

      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      })
      const event = (delta: object, finishReason: string | null) =>
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finishReason }],
        })}\n\n`
      for (const [index, token] of behaviour.tokens.entries()) {
        if (index === behaviour.holdAfter) await held
        if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs)
        if (response.destroyed) return
        const delta = index === 0 ? { role: 'assistant', content: token } : { content: token }
        response.write(event(delta, null))
        peer.sentChunks.push(token)
      }
      if (behaviour.holdAfter === behaviour.tokens.length) await held
      response.write(event({}, 'stop'))
      const options = received.body.stream_options as { include_usage?: boolean } | undefined
      if (usage && options?.include_usage) {
        const last = { id, object: 'chat.completion.chunk', created, model, choices: [], usage }
        response.write(`data: ${JSON.stringify(last)}\n\n`)
      }
      response.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return Object.assign(peer, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        peer.release()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  })
}
