'use client'

import { ChatLauncher } from '@/features/chat/chat-launcher'

/**
 * The chat on every page. Composed here because the panel's booking form is made of the booking
 * feature's parts, and features do not import each other.
 */
export function SiteChat() {
  return <ChatLauncher />
}
