'use client'

import { Pause, Play } from 'lucide-react'
import Image from 'next/image'
import { useState } from 'react'
import type { Logo } from '@/content/home'
import { cn } from '@/lib/cn'

function LogoLinks({ logos, hidden = false }: { logos: readonly Logo[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-14 pr-14" aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <a
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            // The second copy only completes the loop; keyboard and screen readers skip it.
            tabIndex={hidden ? -1 : undefined}
            className="block rounded-control opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <Image
              src={logo.src}
              alt={hidden ? '' : `${logo.alt} (opens in a new tab)`}
              width={180}
              height={48}
              className="h-12 w-auto"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Partner and client logos scrolling in a seamless loop (the set is drawn twice). The loop pauses
 * on hover and keyboard focus, has a pause button (WCAG 2.2.2), and does not move at all under
 * reduced motion, where the logos wrap instead.
 */
export function LogoStrip({ logos, label }: { logos: readonly Logo[]; label: string }) {
  const [paused, setPaused] = useState(false)
  return (
    <div className="relative">
      <div className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:overflow-visible motion-reduce:[mask-image:none]">
        <div
          className={cn(
            'flex w-max animate-[logo-scroll_60s_linear_infinite] group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center',
            paused && '[animation-play-state:paused]',
          )}
        >
          <LogoLinks logos={logos} />
          <div className="motion-reduce:hidden">
            <LogoLinks logos={logos} hidden />
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        className="mx-auto mt-6 flex items-center gap-2 rounded-control px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted motion-reduce:hidden"
      >
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        Pause {label} animation
      </button>
    </div>
  )
}
