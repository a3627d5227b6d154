import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { decide } from '@/features/staff/policy'
import { switchedOffEndpoints } from '@/features/webhooks/webhook-console.server'
import { getDb } from '@/server/db/instance'
import { recentFailures } from '@/server/mail/outbox-console.server'

export const metadata: Metadata = { title: 'Overview' }

/**
 * The console's first page; for those who can act on it, mail that failed for good lately and
 * webhook endpoints the worker switched off (leads no longer reach the CRM).
 */
export default async function ConsoleHome() {
  const { member } = await requireStaffPage()
  const [failed, switchedOff] = await Promise.all([
    decide(member, 'mail.view').allowed
      ? recentFailures(getDb(), new Date(), {
          listOnly: !decide(member, 'mail.view-all').allowed,
        })
      : 0,
    decide(member, 'webhooks.manage').allowed ? switchedOffEndpoints(getDb()) : 0,
  ])
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Welcome, {member.name}</h1>
      {failed > 0 ? (
        <Alert href="/staff/mail?status=failed" action="See the failed messages">
          {failed === 1
            ? '1 message failed for good in the last 7 days.'
            : `${failed} messages failed for good in the last 7 days.`}
        </Alert>
      ) : null}
      {switchedOff > 0 ? (
        <Alert href="/staff/webhooks" action="See the webhook endpoints">
          {switchedOff === 1
            ? '1 webhook endpoint was switched off after failing for 24 hours.'
            : `${switchedOff} webhook endpoints were switched off after failing for 24 hours.`}
        </Alert>
      ) : null}
      <p className="max-w-prose text-muted-foreground">
        You are signed in to the staff console. Sessions end after 30 minutes without activity and
        12 hours after sign-in.
      </p>
    </div>
  )
}

/** Something on the home page that needs a person, with the link to where it is dealt with. */
function Alert({
  href,
  action,
  children,
}: {
  href: string
  action: string
  children: React.ReactNode
}) {
  return (
    <div role="status" className="rounded-card border border-destructive p-4">
      <p className="font-medium">{children}</p>
      <p className="text-sm">
        <Link href={href} className="text-primary underline underline-offset-4">
          {action}
        </Link>
      </p>
    </div>
  )
}
