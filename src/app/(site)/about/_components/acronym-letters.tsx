'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { AcronymValue } from '@/content/schemas'

const LETTER_COLORS: Record<AcronymValue['color'], string> = {
  teal: 'bg-teal-700',
  navy: 'bg-navy-800',
  amber: 'bg-amber-700',
  sky: 'bg-sky-700',
  emerald: 'bg-emerald-700',
  indigo: 'bg-indigo-700',
}

/** Time the pointer has to travel from a letter to its explanation before it closes. */
const HIDE_DELAY_MS = 120

/**
 * The letters of the approach's acronym. Hovering or focusing a letter shows its value below the
 * row (the WAI-ARIA tooltip pattern: `role="tooltip"`, tied to the letter by
 * `aria-describedby`); the text stays while the pointer is on it, and leaving, blurring or
 * Escape hides it. A tooltip library would cost every visit to this page about 14 KB of
 * JavaScript for this one row (decision 012).
 */
export function AcronymLetters({ values }: { values: readonly AcronymValue[] }) {
  const baseId = useId()
  const [shown, setShown] = useState<number | null>(null)
  const hideTimer = useRef<number | undefined>(undefined)

  const show = (index: number) => {
    window.clearTimeout(hideTimer.current)
    setShown(index)
  }
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current)
    hideTimer.current = window.setTimeout(() => setShown(null), HIDE_DELAY_MS)
  }

  useEffect(() => {
    if (shown === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [shown])

  useEffect(() => () => window.clearTimeout(hideTimer.current), [])

  return (
    <ul className="relative flex flex-wrap justify-center gap-3 sm:gap-4">
      {values.map((value, index) => {
        const tooltipId = `${baseId}-${index}`
        const open = shown === index
        return (
          <li
            key={`${value.letter}-${index}`}
            onPointerEnter={() => show(index)}
            onPointerLeave={hideSoon}
          >
            <button
              type="button"
              aria-label={`${value.letter}: ${value.title}`}
              aria-describedby={open ? tooltipId : undefined}
              onFocus={() => show(index)}
              onBlur={() => setShown(null)}
              className={`flex size-16 items-center justify-center rounded-card text-3xl font-bold text-white shadow-card sm:size-20 sm:text-4xl ${LETTER_COLORS[value.color]}`}
            >
              {value.letter}
            </button>
            {open ? (
              // White on navy-900 is about 16:1.
              <div
                id={tooltipId}
                role="tooltip"
                className="absolute inset-x-0 top-full z-50 mx-auto mt-3 w-fit max-w-sm rounded-control bg-navy-900 p-4 text-left text-sm leading-snug text-white shadow-popover motion-safe:animate-fade-in"
              >
                <p className="font-semibold">{value.title}</p>
                <p className="mt-1 text-navy-100">{value.description}</p>
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
