'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The year in the visitor's browser. Pages are prerendered, so the server's answer is the build's
 * year; the browser corrects it when a page built in December is read in January.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => new Date().getFullYear(),
  )
  return <>{year}</>
}
