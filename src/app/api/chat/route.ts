import { CHAT_LIMIT, retrieveSitePassages } from '@/app/_wiring/chat'
import {
  MAX_CHAT_BODY_BYTES,
  ChatRequestSchema,
  type ChatResponse,
} from '@/features/chat/chat.schema'
import { answerLocally } from '@/features/chat/local-assistant'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/**
 * The chat assistant's answer to one message. Nothing the visitor typed is stored or logged:
 * the request helper logs only the method, path, status and request id.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: ChatRequestSchema,
    maxBodyBytes: MAX_CHAT_BODY_BYTES,
    rateLimits: [CHAT_LIMIT],
    handle: ({ body }) => {
      const answer = answerLocally(body.message, body.conversationHistory, retrieveSitePassages)
      const result: ChatResponse = {
        success: true,
        response: answer.response,
        sources: answer.sources,
      }
      return jsonResponse(result)
    },
  }),
})
