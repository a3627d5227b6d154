'use client'

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import type { AcronymValue } from '@/content/about'
import { cn } from '@/lib/cn'

const LETTER_COLORS: Record<AcronymValue['color'], string> = {
  teal: 'bg-teal-700',
  navy: 'bg-navy-800',
  amber: 'bg-amber-700',
  sky: 'bg-sky-700',
  emerald: 'bg-emerald-700',
  indigo: 'bg-indigo-700',
}

/**
 * The letters of the approach's acronym. Hovering or focusing a letter shows its value; leaving,
 * blurring or Escape hides it (Radix Tooltip, which also ties the text to the letter for screen
 * readers).
 */
export function AcronymLetters({ values }: { values: readonly AcronymValue[] }) {
  return (
    <TooltipProvider delayDuration={0} skipDelayDuration={0}>
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {values.map((value, index) => (
          <li key={`${value.letter}-${index}`}>
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label={`${value.letter}: ${value.title}`}
                  className={cn(
                    'flex size-16 items-center justify-center rounded-card text-3xl font-bold text-white shadow-card sm:size-20 sm:text-4xl',
                    LETTER_COLORS[value.color],
                  )}
                >
                  {value.letter}
                </button>
              </TooltipTrigger>
              <TooltipContent side="bottom" className="max-w-sm p-4">
                <p className="font-semibold">{value.title}</p>
                <p className="mt-1 text-navy-100">{value.description}</p>
              </TooltipContent>
            </Tooltip>
          </li>
        ))}
      </ul>
    </TooltipProvider>
  )
}
