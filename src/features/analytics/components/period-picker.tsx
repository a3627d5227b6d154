import Link from 'next/link'
import { StaffInput } from '@/components/console/console-form-parts'
import { Button } from '@/components/ui/button'
import { PERIOD_PRESETS, PRESET_LABELS, type Period } from '../period'

/**
 * The period: a link per preset and a plain GET form for any from–to, so it works by keyboard
 * and without JavaScript; the page is the address.
 */
export function PeriodPicker({
  period,
  errors,
  typed,
}: {
  period: Period
  errors: { from?: string; to?: string }
  typed: { from?: string; to?: string }
}) {
  return (
    <div className="space-y-4">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2 text-sm">
          {PERIOD_PRESETS.map((preset) => {
            const current = period.preset === preset
            return (
              <li key={preset}>
                <Link
                  href={`/staff/analytics?period=${preset}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-md border px-3 py-1.5 underline-offset-4 hover:underline ${
                    current ? 'border-primary bg-primary text-primary-foreground' : ''
                  }`}
                >
                  {PRESET_LABELS[preset]}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <form
        method="get"
        action="/staff/analytics"
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        aria-label="Custom period"
      >
        <StaffInput
          id="analytics-from"
          name="from"
          type="date"
          label="First day (UTC)"
          defaultValue={typed.from ?? (period.preset ? undefined : period.from)}
          error={errors.from}
        />
        <StaffInput
          id="analytics-to"
          name="to"
          type="date"
          label="Last day (UTC)"
          defaultValue={typed.to ?? (period.preset ? undefined : period.to)}
          error={errors.to}
        />
        <Button type="submit" variant="secondary">
          Show this period
        </Button>
      </form>
    </div>
  )
}
