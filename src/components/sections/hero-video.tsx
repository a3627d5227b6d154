'use client'

import { useSyncExternalStore } from 'react'

type Connection = { saveData?: boolean }

const noop = () => () => {}

/** Motion only for visitors who welcome it and are not saving data. */
function videoWelcome(): boolean {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData
  return !reduced && !saveData
}

/**
 * The muted background loop behind the home headline. It is added in the browser only, after the
 * poster (the page's LCP image) is already painted, and never under reduced motion or Save-Data,
 * so the video is never requested in those cases. It has no poster of its own: until its first
 * frame it is transparent over the optimised poster image, which is not downloaded twice.
 */
export function HeroVideo({ webm, mp4 }: { webm: string; mp4: string }) {
  const show = useSyncExternalStore(noop, videoWelcome, () => false)
  if (!show) return null
  return (
    <video
      className="absolute inset-0 size-full object-cover"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  )
}
