import { cannedReply } from './canned-replies'
import type { ChatMessage } from './chat.schema'
import { CHAT_REQUEST_TIMEOUT_MS } from './chat-copy'

/**
 * Asks the site's assistant (`POST /api/chat`). A reply with `success` and text is shown as it
 * is; anything else — an error status, a body without text, no network, a timeout — is answered
 * with the local keyword reply (spec section 8), so the visitor always gets an answer.
 */
export async function askAssistant(
  message: string,
  history: readonly ChatMessage[],
  timeoutMs: number = CHAT_REQUEST_TIMEOUT_MS,
): Promise<string> {
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ message, conversationHistory: history }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.ok) {
      const body = (await response.json()) as { success?: unknown; response?: unknown }
      if (body.success === true && typeof body.response === 'string' && body.response.trim()) {
        return body.response
      }
    }
  } catch {
    // Offline, aborted or not JSON: the canned reply below.
  }
  return cannedReply(message)
}
