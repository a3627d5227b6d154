import type {
  AnalyticsReport,
  ConversionRow,
  DeviceRow,
  FunnelStep,
  PageRow,
  PeriodFigures,
  VisitRow,
} from '../figures'
import { formatCount, formatDay, formatPercent, formatRange, formatShortDay } from '../format'
import { FigureTable, type Column } from './figure-table'
import { KpiCards } from './kpi-cards'
import { VisitorsChart } from './visitors-chart'

const NO_VIEWS = 'No page views in this period.'

const DEVICE_LABELS: Record<string, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  laptop: 'Laptop',
  desktop: 'Desktop',
  '': 'Not known',
}

const visitColumns = (first: string, none: string): Column<VisitRow>[] => [
  { header: first, cell: (row) => row.key || none },
  { header: 'Visits', cell: (row) => formatCount(row.visits), numeric: true },
  { header: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
  { header: 'Page views', cell: (row) => formatCount(row.pageviews), numeric: true },
  { header: 'Bounce rate', cell: (row) => formatPercent(row.bounceRate), numeric: true },
]

const pageColumns: Column<PageRow>[] = [
  { header: 'Page', cell: (row) => row.key },
  { header: 'Page views', cell: (row) => formatCount(row.pageviews), numeric: true },
  { header: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
]

const deviceColumns: Column<DeviceRow>[] = [
  { header: 'Screen', cell: (row) => DEVICE_LABELS[row.key] ?? row.key },
  { header: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
  { header: 'Share of visitors', cell: (row) => formatPercent(row.share), numeric: true },
  { header: 'Visits', cell: (row) => formatCount(row.visits), numeric: true },
  { header: 'Page views', cell: (row) => formatCount(row.pageviews), numeric: true },
]

const funnelColumns: Column<FunnelStep>[] = [
  { header: 'Step', cell: (row) => row.label },
  { header: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
  {
    header: 'Of the previous step',
    cell: (row) => (row.rateFromPrevious === null ? '–' : formatPercent(row.rateFromPrevious)),
    numeric: true,
  },
  { header: 'Of the first step', cell: (row) => formatPercent(row.rateFromFirst), numeric: true },
]

const conversionColumns = (first: string): Column<ConversionRow>[] => [
  { header: first, cell: (row) => row.label },
  { header: 'Times', cell: (row) => formatCount(row.events), numeric: true },
  { header: 'Visitors', cell: (row) => formatCount(row.visitors), numeric: true },
]

function DailyTable({ figures }: { figures: PeriodFigures }) {
  return (
    <details className="rounded-card border p-3 text-sm">
      <summary className="cursor-pointer font-medium">The chart’s numbers, day by day</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Unique visitors, visits and page views per day</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day (UTC)
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Unique visitors
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Visits
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.series.map((row) => (
              <tr key={row.day} className="border-t">
                <th scope="row" className="px-3 py-1.5 font-normal">
                  <time dateTime={row.day}>{formatDay(row.day)}</time>
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(row.visitors)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(row.visits)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {formatCount(row.pageviews)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

/** Everything the dashboard shows for a period and its comparison (decision 052). */
export function AnalyticsDashboard({ report }: { report: AnalyticsReport }) {
  const { period, previous } = report
  const empty = period.pageviews === 0
  const first = period.series[0]
  const last = period.series.at(-1)
  return (
    <div className="space-y-10">
      <p className="text-sm">
        <span className="font-medium">{formatRange(period.from, period.to)}</span> (UTC), compared
        with {formatRange(previous.from, previous.to)}.
      </p>
      {empty ? (
        <p className="rounded-card border p-4">
          No page views were counted in this period. Pages count a view when a visitor’s browser
          loads them; pick a longer period, or check again once people have visited the site.
        </p>
      ) : null}
      <section aria-labelledby="overview-heading" className="space-y-4">
        <h2 id="overview-heading" className="text-lg font-semibold">
          Overview
        </h2>
        <KpiCards period={period} previous={previous} />
        <figure className="space-y-3">
          <figcaption className="text-sm text-muted-foreground">
            Unique visitors (solid line) and page views (dashed line) per UTC day
            {first && last && first !== last
              ? `, ${formatShortDay(first.day)} to ${formatShortDay(last.day)}`
              : ''}
            . The same numbers are in the table under the chart.
          </figcaption>
          <VisitorsChart series={period.series} />
          <DailyTable figures={period} />
        </figure>
      </section>

      <section aria-labelledby="pages-heading" className="space-y-6">
        <h2 id="pages-heading" className="text-lg font-semibold">
          Pages and sources
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <FigureTable
            id="top-pages"
            title="Top pages"
            columns={pageColumns}
            rows={period.topPages}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="entry-pages"
            title="Entry pages"
            description="The first page of each visit."
            columns={visitColumns('Page', '(not recorded)')}
            rows={period.entryPages}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="referrers"
            title="Referring sites"
            description="The site a visit came from, by its first page view."
            columns={visitColumns('Host', 'Direct or not shared')}
            rows={period.referrers}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="devices"
            title="Devices"
            description="By screen width, per visitor."
            columns={deviceColumns}
            rows={period.devices}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="utm-sources"
            title="Campaign sources (utm_source)"
            columns={visitColumns('Source', 'Not tagged')}
            rows={period.utmSources}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="utm-campaigns"
            title="Campaigns (utm_campaign)"
            columns={visitColumns('Campaign', 'Not tagged')}
            rows={period.utmCampaigns}
            rowKey={(row) => row.key}
            empty={NO_VIEWS}
          />
        </div>
      </section>

      <section aria-labelledby="funnels-heading" className="space-y-6">
        <h2 id="funnels-heading" className="text-lg font-semibold">
          Funnels
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          Visitors who took each step on the same day, after the step before it.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <FigureTable
            id="consultation-funnel"
            title="Consultations"
            columns={funnelColumns}
            rows={period.funnels.consultation}
            rowKey={(row) => row.step}
            empty={NO_VIEWS}
          />
          <FigureTable
            id="webinar-funnel"
            title="Webinars"
            columns={funnelColumns}
            rows={period.funnels.webinars}
            rowKey={(row) => row.step}
            empty={NO_VIEWS}
          />
        </div>
      </section>

      <section aria-labelledby="conversions-heading" className="space-y-6">
        <h2 id="conversions-heading" className="text-lg font-semibold">
          Conversions
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <FigureTable
            id="conversions"
            title="What visitors did"
            columns={conversionColumns('Conversion')}
            rows={period.conversions}
            rowKey={(row) => row.key}
            empty="Nothing was recorded in this period."
          />
          <FigureTable
            id="bookings-by-source"
            title="Bookings by where they were made"
            columns={conversionColumns('Booked from')}
            rows={period.bookingsBySource}
            rowKey={(row) => row.key}
            empty="No consultation was booked in this period."
          />
        </div>
      </section>
    </div>
  )
}
