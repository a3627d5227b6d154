'use client'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { clockText } from './hours-summary'

export type EditedRange = { start: number; end: number }

/** '09:00' → 540; an end of '00:00' is midnight at the end of the day. */
export function clockMinutes(text: string, isEnd: boolean): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number)
  const value = hours * 60 + minutes
  return isEnd && value === 0 ? 24 * 60 : value
}

/**
 * The working hours of one day (a weekday or a date): from–to pairs of time inputs, each named by
 * the day and its number so a screen reader says which one it is, and buttons to add and remove.
 */
export function ClockRangesField({
  id,
  label,
  ranges,
  onChange,
  error,
  emptyText = 'Not working',
}: {
  id: string
  /** The day as people say it: 'Monday', '24 December 2026'. */
  label: string
  ranges: EditedRange[]
  onChange: (ranges: EditedRange[]) => void
  error?: string
  emptyText?: string
}) {
  const errorId = `${id}-error`
  const set = (index: number, range: EditedRange) =>
    onChange(ranges.map((current, at) => (at === index ? range : current)))
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {ranges.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      {ranges.map((range, index) => {
        const name = ranges.length > 1 ? `${label}, hours ${index + 1}` : `${label} hours`
        return (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="text-xs">
              <span className="sr-only">{name} </span>From
              <Input
                type="time"
                step={900}
                className="mt-1 w-32"
                value={clockText(range.start)}
                onChange={(event) =>
                  set(index, { ...range, start: clockMinutes(event.target.value, false) })
                }
                aria-invalid={error ? true : undefined}
              />
            </label>
            <label className="text-xs">
              <span className="sr-only">{name} </span>To
              <Input
                type="time"
                step={900}
                className="mt-1 w-32"
                value={clockText(range.end)}
                onChange={(event) =>
                  set(index, { ...range, end: clockMinutes(event.target.value, true) })
                }
                aria-invalid={error ? true : undefined}
              />
            </label>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange(ranges.filter((_, at) => at !== index))}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </div>
        )
      })}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          const last = ranges.at(-1)
          const start = last ? Math.min(last.end + 60, 23 * 60) : 9 * 60
          onChange([...ranges, { start, end: Math.min(start + 4 * 60, 24 * 60) }])
        }}
        aria-label={`Add hours on ${label}`}
      >
        Add hours
      </Button>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
