'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** Goes home; on the home page itself it scrolls back to the top instead of doing nothing. */
export function LogoLink({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname()
  return (
    <Link
      href="/"
      aria-label={label}
      className="flex items-center gap-2.5 rounded-control text-white"
      onClick={(event) => {
        if (pathname !== '/') return
        event.preventDefault()
        window.history.replaceState(null, '', '/')
        // Smooth unless motion is unwelcome: the page's CSS scroll-behavior decides.
        window.scrollTo({ top: 0 })
      }}
    >
      {children}
    </Link>
  )
}
