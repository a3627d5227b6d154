'use client'

import { StaffInput } from '@/components/console/console-form-parts'
import { Button } from '@/components/ui/button'

type DayRange = { from: string; to: string }

/**
 * Runs of whole days (time off, the firm's closed days): a first and a last date per row, the
 * server's messages under each, and buttons to add and remove rows.
 */
export function DayRangesField({
  id,
  title,
  description,
  itemName,
  ranges,
  onChange,
  errors,
  errorPrefix,
}: {
  id: string
  title: string
  description: string
  /** What one row is called in its labels: 'Time off', 'Closed'. */
  itemName: string
  ranges: DayRange[]
  onChange: (ranges: DayRange[]) => void
  errors: Record<string, string>
  /** The request field the rows are sent as, which the server's messages name. */
  errorPrefix: string
}) {
  const set = (index: number, range: DayRange) =>
    onChange(ranges.map((current, at) => (at === index ? range : current)))
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
      {ranges.length === 0 ? <p className="text-sm">None.</p> : null}
      {ranges.map((range, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <StaffInput
            id={`${id}-${index}-from`}
            label={`${itemName} ${index + 1}: first day`}
            type="date"
            value={range.from}
            onChange={(event) => set(index, { ...range, from: event.target.value })}
            error={errors[`${errorPrefix}.${index}.from`]}
          />
          <StaffInput
            id={`${id}-${index}-to`}
            label={`${itemName} ${index + 1}: last day`}
            type="date"
            value={range.to}
            onChange={(event) => set(index, { ...range, to: event.target.value })}
            error={errors[`${errorPrefix}.${index}.to`]}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange(ranges.filter((_, at) => at !== index))}
            aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          const today = new Date().toISOString().slice(0, 10)
          onChange([...ranges, { from: today, to: today }])
        }}
      >
        Add {itemName.toLowerCase()}
      </Button>
    </section>
  )
}
