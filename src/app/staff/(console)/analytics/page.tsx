import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'
import { firstValues } from '@/components/console/query-href'
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard'
import { PeriodPicker } from '@/features/analytics/components/period-picker'
import { analyticsReport } from '@/features/analytics/dashboard.server'
import { AnalyticsQuerySchema, resolvePeriod } from '@/features/analytics/period'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Analytics' }

/**
 * The site's first-party analytics (issue 30, decision 052) for marketing, admins and owners: a
 * period and its comparison, from the same figures as `GET /api/staff/analytics`. A period that
 * is not valid says why in the form, and the last 7 days show meanwhile.
 */
export default async function AnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaffPage('analytics.view')
  const raw = firstValues(await searchParams)
  const typed = { from: raw.from || undefined, to: raw.to || undefined }
  const parsed = AnalyticsQuerySchema.safeParse({ period: raw.period || undefined, ...typed })
  const errors: { from?: string; to?: string } = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message
    }
  }
  const period = resolvePeriod(parsed.success ? parsed.data : {}, new Date())
  const report = await analyticsReport(getDb(), period)
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
      <div className="max-w-prose space-y-2 text-muted-foreground">
        <p>
          Page views counted by the site itself, without cookies, and what visitors went on to do.
          Days are UTC days.
        </p>
        <p>
          A visitor is recognised for one day only: someone who comes back on another day counts as
          a new visitor that day, so unique visitors over several days are the sum of each day’s.
          Countries are not collected (the site keeps no IP database).
        </p>
      </div>
      <PeriodPicker period={period} errors={errors} typed={parsed.success ? {} : typed} />
      <AnalyticsDashboard report={report} />
    </div>
  )
}
