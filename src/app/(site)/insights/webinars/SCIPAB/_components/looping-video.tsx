'use client'

import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useAutoplayWelcome } from '@/lib/use-prefers-reduced-motion'

function play(video: HTMLVideoElement): void {
  // Muted playback needs no gesture; a browser that refuses anyway leaves the poster and controls.
  video.play().catch(() => {})
}

/** A loop that ends anyway (a browser ignoring `loop`) starts again from the beginning. */
function restart(event: SyntheticEvent<HTMLVideoElement>): void {
  const video = event.currentTarget
  video.currentTime = 0
  play(video)
}

type LoopingVideoProps = {
  /** The player's accessible name. */
  label: string
  webm: string
  mp4: string
  poster: string
  width: number
  height: number
}

/**
 * A muted video that plays on arrival and starts over when it ends, with the browser's controls.
 * Under `prefers-reduced-motion: reduce` (or Save-Data) it stays paused on its poster until the
 * visitor presses play, and a visitor who turns reduced motion on while it plays has it paused.
 */
export function LoopingVideo({ label, webm, mp4, poster, width, height }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const autoplay = useAutoplayWelcome()

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (autoplay) play(video)
    else video.pause()
  }, [autoplay])

  return (
    <video
      ref={ref}
      className="aspect-video w-full rounded-card bg-navy-950"
      width={width}
      height={height}
      muted
      autoPlay={autoplay}
      loop
      playsInline
      controls
      preload="metadata"
      poster={poster}
      aria-label={label}
      onEnded={restart}
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  )
}
