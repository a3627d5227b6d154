import { z } from '@/lib/zod'
import { MAX_CHAT_HISTORY, MAX_CHAT_MESSAGE_LENGTH } from './chat-limits'

export { MAX_CHAT_BODY_BYTES, MAX_CHAT_HISTORY, MAX_CHAT_MESSAGE_LENGTH } from './chat-limits'

/**
 * One message of the conversation as the panel keeps it (spec section 3: role, content): `user`
 * is the visitor, `system` the panel's own reply (the assistant's turn; it never becomes a system
 * message for a model).
 */
export const ChatMessageSchema = z.strictObject({
  role: z.enum(
    ['user', 'system'],
    'A message is from the visitor (user) or the assistant (system).',
  ),
  content: z
    .string()
    .trim()
    .max(MAX_CHAT_MESSAGE_LENGTH, 'A message can be at most 2000 characters.'),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

const NOT_FROM_THE_PANEL = 'Every message of the visitor is followed by a reply.'

/**
 * The conversation as only the panel writes it: every visitor message was answered before the
 * next was sent, so a visitor's message never follows another, and the last one before the new
 * message is a reply. A history that breaks this was written by something else.
 */
const ConversationHistorySchema = z
  .array(ChatMessageSchema)
  .max(MAX_CHAT_HISTORY, 'Send at most 20 earlier messages.')
  .superRefine((history, context) => {
    if (history.length > MAX_CHAT_HISTORY) return
    history.forEach((message, index) => {
      const next = history[index + 1]
      if (message.role === 'user' && (next === undefined || next.role === 'user')) {
        context.addIssue({ code: 'custom', path: [index, 'role'], message: NOT_FROM_THE_PANEL })
      }
    })
  })

/** `POST /api/chat`: the visitor's message and the conversation so far (minus the greeting). */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(MAX_CHAT_MESSAGE_LENGTH, 'A message can be at most 2000 characters.'),
  conversationHistory: ConversationHistorySchema.default([]),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

/** A page an answer drew on. */
export type ChatSource = { title: string; path: string }

/** The answer (`success` is what the old client read; kept so its contract holds). */
export type ChatResponse = { success: true; response: string; sources: ChatSource[] }

/** One line of the streamed (`application/x-ndjson`) answer, as the server writes it. */
export type ChatStreamLine =
  | { sources: ChatSource[] }
  | { delta: string }
  | { done: true; fallback: boolean; truncated?: true }
