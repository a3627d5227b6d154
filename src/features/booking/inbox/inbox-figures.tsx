import type { InboxFigures, InboxPeriodFigures } from '../inbox'
import { leadTime } from './inbox-format'

const FIGURES: { key: keyof InboxPeriodFigures; label: string }[] = [
  { key: 'booked', label: 'Booked' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'completed', label: 'Completed' },
  { key: 'noShow', label: 'No-show' },
]

function change(current: number, previous: number): string {
  if (current === previous) return 'same as the previous period'
  const difference = current - previous
  return `${difference > 0 ? '+' : '−'}${Math.abs(difference)} on the previous period (${previous})`
}

/** The period's counts, each against the period of the same length just before. */
export function InboxFiguresPanel({ figures, period }: { figures: InboxFigures; period: string }) {
  const { current, previous } = figures
  return (
    <section aria-labelledby="figures-heading" className="space-y-3">
      <h2 id="figures-heading" className="text-lg font-semibold">
        {period}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="rounded-card border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{current[key]}</dd>
            <dd className="text-xs text-muted-foreground">
              {change(Number(current[key]), Number(previous[key]))}
            </dd>
          </div>
        ))}
        <div className="rounded-card border p-3">
          <dt className="text-sm text-muted-foreground">Booked ahead (median)</dt>
          <dd className="text-2xl font-semibold">{leadTime(current.medianLeadHours)}</dd>
          <dd className="text-xs text-muted-foreground">
            previous period: {leadTime(previous.medianLeadHours)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
