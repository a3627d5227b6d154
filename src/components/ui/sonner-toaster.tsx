'use client'

import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { attachSonner } from './toast'

/** Notices from forms: at most 3 at once, each closing after 4 s, announced politely. */
export default function SonnerToaster() {
  // Effects run child first, so sonner's toaster is already listening when the queue is shown.
  useEffect(() => attachSonner(toast), [])
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
