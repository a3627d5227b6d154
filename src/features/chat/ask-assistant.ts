import { readApiResult } from '@/lib/api-client'
import { cannedReply } from './canned-replies'
import type { ChatMessage, ChatStreamLine } from './chat.schema'
import { CHAT_REQUEST_TIMEOUT_MS } from './chat-copy'

/** Reads newline-delimited JSON from a response body, one parsed line at a time. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamLine> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffered += decoder.decode(value, { stream: true })
    let newline = buffered.indexOf('\n')
    while (newline !== -1) {
      const line = buffered.slice(0, newline).trim()
      buffered = buffered.slice(newline + 1)
      if (line) yield JSON.parse(line) as ChatStreamLine
      newline = buffered.indexOf('\n')
    }
  }
  if (buffered.trim()) yield JSON.parse(buffered) as ChatStreamLine
}

/**
 * Asks the site's assistant (`POST /api/chat`) for a streamed answer and reports the text as it
 * grows (`onText`), so a model's reply appears as it is written. A reply with `success` and text
 * is shown as it is; anything else — an error status, no text, no network, a timeout — is
 * answered with the local keyword reply (spec section 8), so the visitor always gets an answer.
 * A stream cut off after some text keeps what arrived.
 */
export async function askAssistant(
  message: string,
  history: readonly ChatMessage[],
  onText: (text: string) => void = () => {},
  timeoutMs: number = CHAT_REQUEST_TIMEOUT_MS,
): Promise<string> {
  let text = ''
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ message, conversationHistory: history }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const type = response.headers.get('content-type') ?? ''
    if (response.ok && response.body && type.startsWith('application/x-ndjson')) {
      for await (const line of lines(response.body)) {
        if ('delta' in line) {
          text += line.delta
          onText(text)
        }
      }
    } else {
      // A whole answer, or a refusal in the one error shape (a 429 with its wait, a 503): read as
      // every other API answer is, and a refusal gets the local reply below.
      const result = await readApiResult<{ success?: unknown; response?: unknown } | null>(response)
      if (result.ok && result.data?.success === true && typeof result.data.response === 'string')
        text = result.data.response
    }
  } catch {
    // Offline, aborted, or a line that is not JSON: what arrived, or the canned reply below.
  }
  return text.trim() ? text : cannedReply(message)
}
