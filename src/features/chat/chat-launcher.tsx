'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { messageCircleIcon } from '@/components/ui/icons/message-circle'
import type { BookingFormProps } from './booking-slot'
import { CHAT_RESET_INTERVAL_MS, assistantTitle } from './chat-copy'

// The panel (messages, the assistant's client, the booking form) loads on first use.
const loadPanel = () => import('./chat-panel')
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), { ssr: false })

/**
 * The floating launcher at the bottom right of every page. It holds only whether the panel is
 * open; the conversation lives in the panel, which is remounted (emptied) every 10 minutes, when
 * the panel also closes (spec section 4). A page load starts afresh by itself.
 */
export function ChatLauncher({ bookingForm }: { bookingForm?: ComponentType<BookingFormProps> }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const launcher = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    clearChatStorage()
    const timer = window.setInterval(() => {
      setOpen(false)
      setGeneration((count) => count + 1)
      clearChatStorage()
    }, CHAT_RESET_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [])

  const close = () => {
    setOpen(false)
    // Back to where the visitor was: the launcher, shown again.
    requestAnimationFrame(() => launcher.current?.focus())
  }

  return (
    <aside aria-label="Chat">
      {!open ? (
        <button
          ref={launcher}
          type="button"
          aria-haspopup="dialog"
          aria-label={`Chat with the ${assistantTitle}`}
          onClick={() => {
            setUsed(true)
            setOpen(true)
          }}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="fixed right-4 bottom-4 z-40 inline-flex h-14 items-center gap-2 rounded-full bg-teal-700 px-5 font-semibold text-white shadow-card transition-colors hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900 sm:right-6 sm:bottom-6"
        >
          <DrawnIcon drawing={messageCircleIcon} aria-hidden="true" className="size-5" />
          Chat
        </button>
      ) : null}
      {used ? (
        <ChatPanel key={generation} open={open} onClose={close} bookingForm={bookingForm} />
      ) : null}
    </aside>
  )
}

/** The spec's reset also clears the chat's session-storage keys (this site keeps none today). */
function clearChatStorage() {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith('chat')) window.sessionStorage.removeItem(key)
    }
  } catch {
    // Storage blocked: nothing to clear.
  }
}
