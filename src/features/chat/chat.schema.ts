import { z } from '@/lib/zod'

/** Longest message, and longest history entry, in characters (after trimming). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000
/** Most earlier messages a request may carry. */
export const MAX_CHAT_HISTORY = 20
/** Largest request body: twenty full messages and the question fit with room for JSON. */
export const MAX_CHAT_BODY_BYTES = 64 * 1024

/** One message of the conversation as the panel keeps it (spec section 3: role, content). */
export const ChatMessageSchema = z.strictObject({
  role: z.enum(['user', 'system', 'assistant']),
  content: z
    .string()
    .trim()
    .max(MAX_CHAT_MESSAGE_LENGTH, 'A message can be at most 2000 characters.'),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** `POST /api/chat`: the visitor's message and the conversation so far (minus the greeting). */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(MAX_CHAT_MESSAGE_LENGTH, 'A message can be at most 2000 characters.'),
  conversationHistory: z
    .array(ChatMessageSchema)
    .max(MAX_CHAT_HISTORY, 'Send at most 20 earlier messages.')
    .default([]),
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
