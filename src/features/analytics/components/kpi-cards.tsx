import type { PeriodFigures } from '../figures'
import { formatChange, formatCount, formatDecimal, formatPercent } from '../format'

type Kpi = {
  label: string
  value: (figures: PeriodFigures) => number | null
  format: (value: number | null) => string
  kind: 'count' | 'rate'
  hint?: string
}

const KPIS: Kpi[] = [
  {
    label: 'Unique visitors',
    value: (figures) => figures.visitors,
    format: (value) => formatCount(value ?? 0),
    kind: 'count',
    hint: 'Summed per day',
  },
  {
    label: 'Page views',
    value: (figures) => figures.pageviews,
    format: (value) => formatCount(value ?? 0),
    kind: 'count',
  },
  {
    label: 'Views per visit',
    value: (figures) => figures.viewsPerVisit,
    format: formatDecimal,
    kind: 'count',
  },
  {
    label: 'Bounce rate',
    value: (figures) => figures.bounceRate,
    format: formatPercent,
    kind: 'rate',
    hint: 'Visits of one page',
  },
]

/** The period's four headline figures, each beside the previous period's and the change. */
export function KpiCards({ period, previous }: { period: PeriodFigures; previous: PeriodFigures }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {KPIS.map((kpi) => {
        const current = kpi.value(period)
        const before = kpi.value(previous)
        return (
          <div key={kpi.label} className="rounded-card border p-4">
            <dt className="text-sm text-muted-foreground">
              {kpi.label}
              {kpi.hint ? <span className="block text-xs">{kpi.hint}</span> : null}
            </dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">{kpi.format(current)}</dd>
            <dd className="mt-1 text-sm">
              <span className="font-medium">{formatChange(current, before, kpi.kind)}</span>
              <span className="text-muted-foreground"> · previous {kpi.format(before)}</span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
