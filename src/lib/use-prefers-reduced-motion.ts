'use client'

import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(REDUCED_MOTION)
  query.onchange = onChange
  return () => {
    query.onchange = null
  }
}

/**
 * Whether the visitor has asked for reduced motion, kept current if they change it while the page
 * is open; true on the server, which cannot know, so nothing moves before we have asked. Smooth
 * scrolling and the scroll reveal need no script: globals.css applies them only under
 * `prefers-reduced-motion: no-preference`.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

type Connection = { saveData?: boolean }

/**
 * Whether a video may play by itself: the visitor welcomes motion and is not saving data. Save-Data
 * is read in the browser only: on the server and while hydrating, motion counts as unwelcome, so
 * the HTML never autoplays.
 */
export function useAutoplayWelcome(): boolean {
  return (
    !usePrefersReducedMotion() &&
    (navigator as Navigator & { connection?: Connection }).connection?.saveData !== true
  )
}
