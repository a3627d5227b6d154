import { MAX_CHAT_HISTORY, MAX_CHAT_MESSAGE_LENGTH } from './chat-limits'
import type { ChatMessage } from './chat.schema'

/** A message in the panel: what was said, the pages it drew on, and whether it offers booking. */
export type PanelMessage = {
  id: number
  role: 'user' | 'system'
  content: string
  /** The booking offer: the reply shows a button that opens the form in the panel. */
  offersBooking?: boolean
  /** The reply is still arriving. */
  streaming?: boolean
}

/** Picks one item; `random` is Math.random unless a test fixes it. */
export function pickOne<T>(items: readonly T[], random: () => number = Math.random): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))]
  if (item === undefined) throw new Error('pickOne needs at least one item')
  return item
}

/** Three example prompts: one at random from each group, in the groups' order. */
export function pickExamples(
  groups: readonly (readonly string[])[],
  random: () => number = Math.random,
): string[] {
  return groups.map((group) => pickOne(group, random))
}

/**
 * What the server gets as the conversation so far: every message except the first greeting
 * (spec section 4), as role and content. The panel's own replies are 'system' messages. A long
 * conversation sends its newest messages only, each within the length the server takes, so it
 * never asks for more than the server accepts (which trims it further for a model).
 */
export function historyFor(messages: readonly PanelMessage[]): ChatMessage[] {
  return messages
    .slice(1)
    .slice(-MAX_CHAT_HISTORY)
    .map(({ role, content }) => ({
      role,
      content: content.trim().slice(0, MAX_CHAT_MESSAGE_LENGTH),
    }))
}

/**
 * Examples show only while the greeting is the only message, the form is hidden, nothing is
 * scheduled and nothing is loading (spec section 4).
 */
export function showExamples(state: {
  messages: readonly PanelMessage[]
  formShown: boolean
  scheduled: boolean
  loading: boolean
}): boolean {
  return state.messages.length === 1 && !state.formShown && !state.scheduled && !state.loading
}
