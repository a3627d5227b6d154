'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Elements fade in once their top comes within 100 px of the bottom of the viewport. */
const REVEAL_MARGIN = '0px 0px -100px 0px'

/**
 * Fades in elements marked `data-reveal` as they scroll into view. Everything is visible in the
 * HTML; only elements still below the fold are marked pending, so nothing above the fold (the LCP
 * element included) ever waits for this script. Whether motion is welcome is the stylesheet's
 * call: it hides pending elements and fades them in only under `prefers-reduced-motion:
 * no-preference` (globals.css), so a visitor who asked for less motion sees every element at once.
 */
export function ScrollReveal() {
  const pathname = usePathname()

  useEffect(() => {
    const revealLine = window.innerHeight - 100
    const pending = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (element) =>
        element.dataset.reveal !== 'shown' && element.getBoundingClientRect().top > revealLine,
    )
    if (pending.length === 0) return

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const element = entry.target as HTMLElement
          element.dataset.reveal = 'shown'
          observer.unobserve(element)
        }
      },
      { rootMargin: REVEAL_MARGIN },
    )
    for (const element of pending) {
      element.dataset.reveal = 'pending'
      observer.observe(element)
    }
    return () => {
      observer.disconnect()
      for (const element of pending) element.dataset.reveal = 'shown'
    }
  }, [pathname])

  return null
}
