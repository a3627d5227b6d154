import { chatModel, retrieveSitePassages } from '@/app/_wiring/chat'
import { CHAT_LIMIT } from '@/features/chat/limits'
import { MAX_CHAT_BODY_BYTES, ChatRequestSchema } from '@/features/chat/chat.schema'
import {
  answerChat,
  NDJSON_CONTENT_TYPE,
  streamChat,
  wantsChatStream,
} from '@/features/chat/chat.server'
import { recordConversion } from '@/server/analytics/counting.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/**
 * The chat assistant's answer to one message: the configured model's, grounded in the site's
 * passages, while the day's token budget lasts, or the local assistant's (decision 018). JSON by
 * default; newline-delimited JSON, streamed as the model writes, for clients that ask for it. Nothing the visitor typed is stored
 * or logged: the request helper logs the method, path, status and request id, the chat feature
 * the model's name, the duration and why the model was not used.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: ChatRequestSchema,
    maxBodyBytes: MAX_CHAT_BODY_BYTES,
    rateLimits: [CHAT_LIMIT],
    handle: async ({ body, request, requestId, db, client }) => {
      // A conversation's first message (no history yet) starts it; never awaited (decision 051).
      if (body.conversationHistory.length === 0) {
        void recordConversion(db, { headers: request.headers, client }, 'chat-started')
      }
      const model = chatModel(db)
      const context = {
        retrieve: retrieveSitePassages,
        ...(model ? { model } : {}),
        requestId,
        signal: request.signal,
      }
      if (!wantsChatStream(request.headers.get('accept')))
        return jsonResponse(await answerChat(body, context))
      return new Response(streamChat(body, context), {
        headers: {
          'content-type': NDJSON_CONTENT_TYPE,
          // Each line must reach the panel when it is written: no caching, compressing or
          // buffering on the way (nginx reads X-Accel-Buffering).
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
        },
      })
    },
  }),
})
