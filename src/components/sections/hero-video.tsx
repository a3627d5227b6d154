'use client'

import { useRef, useSyncExternalStore } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { pauseIcon } from '@/components/ui/icons/pause'
import { playIcon } from '@/components/ui/icons/play'
import { useAutoplayWelcome } from '@/lib/use-prefers-reduced-motion'

/** Where the visitor's pause is kept for the rest of the browser session. */
export const HERO_VIDEO_PAUSED_KEY = 'hero-video-paused'

// The pause choice: session storage when the browser allows it, memory otherwise.
const pauseListeners = new Set<() => void>()
let pausedInMemory = false

function readPaused(): boolean {
  try {
    return window.sessionStorage.getItem(HERO_VIDEO_PAUSED_KEY) === 'true'
  } catch {
    return pausedInMemory
  }
}

function writePaused(paused: boolean): void {
  pausedInMemory = paused
  try {
    if (paused) window.sessionStorage.setItem(HERO_VIDEO_PAUSED_KEY, 'true')
    else window.sessionStorage.removeItem(HERO_VIDEO_PAUSED_KEY)
  } catch {
    // storage refused (a private mode, a sandbox): the choice lasts until the page is left
  }
  pauseListeners.forEach((listener) => listener())
}

function subscribePaused(listener: () => void): () => void {
  pauseListeners.add(listener)
  return () => pauseListeners.delete(listener)
}

/**
 * The muted background loop behind the home headline. It is added in the browser only, after the
 * poster (the page's LCP image) is already painted, and never under reduced motion or Save-Data,
 * so the video is never requested in those cases. It has no poster of its own: until its first
 * frame it is transparent over the optimised poster image, which is not downloaded twice.
 *
 * Moving content that starts by itself needs a way to stop it (WCAG 2.2.2): a toggle button in
 * the hero's bottom corner, like the logo strip's, with a fixed name and `aria-pressed` for its
 * state. The choice holds for the browser session; a paused video is not started on the next
 * page load. No video, no button.
 */
export function HeroVideo({ webm, mp4 }: { webm: string; mp4: string }) {
  const show = useAutoplayWelcome()
  const paused = useSyncExternalStore(subscribePaused, readPaused, () => false)
  const video = useRef<HTMLVideoElement>(null)
  if (!show) return null

  function toggle() {
    const pausing = !paused
    writePaused(pausing)
    if (pausing) video.current?.pause()
    // A refused play() (a browser that blocks autoplay) leaves the video still: nothing to do.
    else video.current?.play().catch(() => {})
  }

  return (
    <>
      <div className="absolute inset-0 -z-20">
        <video
          ref={video}
          className="size-full object-cover"
          autoPlay={!paused}
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
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={paused}
        aria-label="Pause background video"
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-navy-950 text-white ring-1 ring-white/70 transition-colors hover:bg-navy-800 focus-visible:outline-white sm:right-6 lg:right-8"
      >
        {paused ? (
          <DrawnIcon drawing={playIcon} aria-hidden="true" className="size-5" />
        ) : (
          <DrawnIcon drawing={pauseIcon} aria-hidden="true" className="size-5" />
        )}
      </button>
    </>
  )
}
