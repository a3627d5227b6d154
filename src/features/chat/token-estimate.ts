/**
 * Token counts without the model's own tokenizer: the site may talk to any model, each with its
 * own. The rule is one token per three bytes of UTF-8, rounded up, and four more for each message
 * (its role and the chat template's separators). English runs about four characters a token on
 * the common tokenizers, so the rule counts English about a third high; Chinese, Japanese and
 * Korean (three bytes a character, about one token each) about right. High is the safe side: the
 * history is cut a little shorter and the daily budget spent a little sooner, never the reverse.
 */

/** What each message costs besides its text. */
export const MESSAGE_OVERHEAD_TOKENS = 4

function utf8Bytes(text: string): number {
  let bytes = 0
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

/** The estimated tokens of a text. */
export function estimateTokens(text: string): number {
  return Math.ceil(utf8Bytes(text) / 3)
}

/** The estimated tokens of a message: its text and the overhead. */
export function messageTokens(message: { content: string }): number {
  return estimateTokens(message.content) + MESSAGE_OVERHEAD_TOKENS
}

/**
 * The newest messages whose estimated tokens fit in `budget`, in their order: messages are taken
 * from the newest back, whole, and the first that does not fit ends the run (a conversation with
 * a gap in it would read wrong).
 */
export function newestWithin<T extends { content: string }>(
  messages: readonly T[],
  budget: number,
): T[] {
  let spent = 0
  let start = messages.length
  while (start > 0) {
    const cost = messageTokens(messages[start - 1] as T)
    if (spent + cost > budget) break
    spent += cost
    start -= 1
  }
  return messages.slice(start)
}
