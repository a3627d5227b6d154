'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { recordInSiteNavigation } from '@/lib/in-site-history'

/** Waits a moment so a page that just rendered has laid out its target (the spec's 100 ms). */
export const HASH_SCROLL_DELAY_MS = 100

/** Scrolls smoothly (unless motion is unwelcome) to the element a URL fragment names. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  // Smooth unless motion is unwelcome: the page's CSS scroll-behavior decides.
  target.scrollIntoView({ block: 'start' })
  return true
}

/**
 * Every route change starts at the top of the new page; a link with a fragment scrolls to its
 * target instead, after the page has rendered.
 */
export function RouteScroll() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    recordInSiteNavigation()
    if (window.location.hash) {
      const timer = window.setTimeout(
        () => scrollToHash(window.location.hash),
        HASH_SCROLL_DELAY_MS,
      )
      return () => window.clearTimeout(timer)
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  // A fragment in the address a visitor arrives with (or reloads) scrolls there too.
  useEffect(() => {
    if (!window.location.hash) return
    const timer = window.setTimeout(() => scrollToHash(window.location.hash), HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return null
}
