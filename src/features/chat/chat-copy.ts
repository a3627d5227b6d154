import { site } from '@/config/site'

/** The panel's title (spec section 2: titled as the product's assistant). */
export const assistantTitle = `${site.name} Assistant`

/** The chat resets every 10 minutes (spec section 9: 600000 ms). */
export const CHAT_RESET_INTERVAL_MS = 600_000

/** How long the panel waits for the assistant before answering from its own replies. */
export const CHAT_REQUEST_TIMEOUT_MS = 20_000
