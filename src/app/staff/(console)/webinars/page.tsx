import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { EasternTime } from '@/components/console/eastern-time'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import { buttonVariants } from '@/components/ui/button-variants'
import { WebinarStateNote } from '@/features/webinars/components/webinar-state-note'
import { listWebinarsForConsole } from '@/features/webinars/webinar-console.server'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Webinars' }

/**
 * Every webinar, drafts and cancelled ones included, latest session first (issue 29): where each
 * stands (draft, scheduled, published, past, cancelled), when it was published and by whom or
 * what, and how many have registered. Owners, admins and marketing.
 */
export default async function WebinarsPage() {
  await requireStaffPage('webinars.manage')
  const webinars = await listWebinarsForConsole(getDb())
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Webinars</h1>
        <Link href="/staff/webinars/new" className={buttonVariants({ variant: 'primary' })}>
          New webinar
        </Link>
      </div>
      <TableScroller label="Webinars">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Webinars, latest session first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Title
              </th>
              <th scope="col" className="px-3 py-2">
                Session (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Registered
              </th>
            </tr>
          </thead>
          <tbody>
            {webinars.map((webinar) => (
              <tr key={webinar.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <Link
                    href={`/staff/webinars/${webinar.id}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {webinar.title}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={webinar.startsAt} />
                </td>
                <td className="px-3 py-2">
                  <WebinarStateNote webinar={webinar} />
                </td>
                <td className="px-3 py-2">
                  {webinar.registrationLimit === null
                    ? webinar.registrations
                    : `${webinar.registrations} of ${webinar.registrationLimit}`}
                </td>
              </tr>
            ))}
            {webinars.length === 0 ? (
              <NothingMatchesRow columns={4}>
                No webinars yet. Create the first one.
              </NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
    </div>
  )
}
