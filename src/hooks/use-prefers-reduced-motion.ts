import { useSyncExternalStore } from 'react'

// The one home of the reduced-motion media query and of Save-Data: every animation, smooth scroll
// and video that starts by itself asks here (WCAG 2.3.3, 2.2.2).

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

type Connection = { saveData?: boolean }

/** Whether the visitor asked for less motion, read at the moment it matters (a click, an effect). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}

/** Whether the browser asks to save data (the Network Information API, where it exists). */
function savesData(): boolean {
  return Boolean((navigator as Navigator & { connection?: Connection }).connection?.saveData)
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The server cannot know the preference: it renders as for a visitor who wants no motion. */
const reducedOnServer = () => true

/** The reduced-motion preference as state, updated when the visitor changes it. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, reducedOnServer)
}

function autoplayWelcome(): boolean {
  return !prefersReducedMotion() && !savesData()
}

const noAutoplayOnServer = () => false

/**
 * Whether media may play by itself: motion welcome and no Save-Data. False in the server HTML, so
 * nothing moves (or downloads) before the browser has been asked.
 */
export function useAutoplayWelcome(): boolean {
  return useSyncExternalStore(subscribe, autoplayWelcome, noAutoplayOnServer)
}
