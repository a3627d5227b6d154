/**
 * The sizes a chat request may have, apart from the schema so the panel can keep to them without
 * loading zod.
 */

/** Longest message, and longest history entry, in characters (after trimming). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000
/** Most earlier messages a request may carry. */
export const MAX_CHAT_HISTORY = 20
/** Largest request body: twenty full messages and the question fit with room for JSON. */
export const MAX_CHAT_BODY_BYTES = 64 * 1024
