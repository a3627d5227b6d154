import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { decide } from '@/features/staff/policy'
import { getDb } from '@/server/db/instance'
import { recentFailures } from '@/server/mail/outbox-console.server'

export const metadata: Metadata = { title: 'Overview' }

/** The console's first page; for those who can act on it, mail that failed for good lately. */
export default async function ConsoleHome() {
  const { member } = await requireStaffPage()
  const failed = decide(member, 'mail.view').allowed
    ? await recentFailures(getDb(), new Date(), {
        listOnly: !decide(member, 'mail.view-all').allowed,
      })
    : 0
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Welcome, {member.name}</h1>
      {failed > 0 ? (
        <div role="status" className="rounded-card border border-destructive p-4">
          <p className="font-medium">
            {failed === 1
              ? '1 message failed for good in the last 7 days.'
              : `${failed} messages failed for good in the last 7 days.`}
          </p>
          <p className="text-sm">
            <Link
              href="/staff/mail?status=failed"
              className="text-primary underline underline-offset-4"
            >
              See the failed messages
            </Link>
          </p>
        </div>
      ) : null}
      <p className="max-w-prose text-muted-foreground">
        You are signed in to the staff console. Sessions end after 30 minutes without activity and
        12 hours after sign-in.
      </p>
    </div>
  )
}
