'use client'

import { useState, type ReactNode } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { playIcon } from '@/components/ui/icons/play'

type VideoFacadeProps = {
  title: string
  /** The poster picture, rendered by the caller (on the server). */
  poster: ReactNode
  webm: string
  mp4: string
  captions: string
}

/**
 * A poster with a play button. Nothing of the video is requested until the visitor asks for it;
 * then the player replaces the poster and starts, with captions available.
 */
export function VideoFacade({ title, poster, webm, mp4, captions }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)

  if (playing) {
    return (
      <video
        controls
        autoPlay
        playsInline
        className="aspect-video w-full rounded-card bg-navy-950"
        aria-label={title}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      </video>
    )
  }

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-card bg-navy-950"
    >
      {poster}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-popover transition-transform group-hover:scale-105">
          <DrawnIcon drawing={playIcon} aria-hidden="true" className="ml-1 size-9" />
        </span>
      </span>
      <span className="sr-only">Play video: {title}</span>
    </button>
  )
}
