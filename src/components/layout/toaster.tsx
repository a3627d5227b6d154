'use client'

import { Toaster as Sonner } from 'sonner'

// Forms raise notices through this module, so the toast library has one importer and stays
// bundled with the toaster in the layout.
export { toast } from 'sonner'

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
