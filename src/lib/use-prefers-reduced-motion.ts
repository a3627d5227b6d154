'use client'

import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const inBrowser = () => window.matchMedia(REDUCED_MOTION).matches

/** The server cannot know: it renders as for reduced motion, so nothing moves before we have asked. */
const onServer = () => true

/**
 * Whether the visitor has asked for reduced motion, kept current if they change it while the page
 * is open. Smooth scrolling needs no script: `html { scroll-behavior: smooth }` is set only when
 * motion is welcome (globals.css), and scrolls that leave `behavior` unset follow it.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer)
}

type Connection = { saveData?: boolean }

const noop = () => () => {}
const savingData = () =>
  (navigator as Navigator & { connection?: Connection }).connection?.saveData === true

/**
 * Whether a video may play by itself: the visitor welcomes motion and is not saving data. False
 * on the server, so the HTML never autoplays.
 */
export function useAutoplayWelcome(): boolean {
  const reducedMotion = usePrefersReducedMotion()
  const saveData = useSyncExternalStore(noop, savingData, onServer)
  return !reducedMotion && !saveData
}
