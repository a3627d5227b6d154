'use client'

import { Toaster as Sonner } from 'sonner'

/** Notices from forms: at most 3 at once, each closing after 4 s, announced politely. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      position="bottom-left"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  )
}
