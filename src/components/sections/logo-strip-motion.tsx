'use client'

import { useState, type ReactNode } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { pauseIcon } from '@/components/ui/icons/pause'
import { playIcon } from '@/components/ui/icons/play'

/**
 * The moving track of the logo strip. The loop pauses on hover and keyboard focus, has a pause
 * button (WCAG 2.2.2), and does not move at all under reduced motion, where the logos wrap
 * instead.
 */
export function LogoStripMotion({ label, children }: { label: string; children: ReactNode }) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="relative">
      <div className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:overflow-visible motion-reduce:[mask-image:none]">
        <div
          className={`flex w-max animate-[logo-scroll_60s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center ${paused ? '[animation-play-state:paused]' : ''}`}
        >
          {children}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        className="mx-auto mt-6 flex items-center gap-2 rounded-control px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted motion-reduce:hidden"
      >
        {paused ? (
          <DrawnIcon drawing={playIcon} aria-hidden="true" className="size-4" />
        ) : (
          <DrawnIcon drawing={pauseIcon} aria-hidden="true" className="size-4" />
        )}
        Pause {label} animation
      </button>
    </div>
  )
}
