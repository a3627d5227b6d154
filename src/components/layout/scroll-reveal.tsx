'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion'

/** Elements fade in once their top comes within 100 px of the bottom of the viewport. */
const REVEAL_MARGIN = '0px 0px -100px 0px'

/**
 * Fades in elements marked `data-reveal` as they scroll into view. Everything is visible in the
 * HTML; only elements still below the fold are hidden, and only when motion is welcome, so
 * nothing above the fold (the LCP element included) ever waits for this script.
 */
export function ScrollReveal() {
  const pathname = usePathname()
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (reducedMotion) return
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
  }, [pathname, reducedMotion])

  return null
}
