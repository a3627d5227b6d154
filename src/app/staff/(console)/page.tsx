import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'

export const metadata: Metadata = { title: 'Overview' }

/** The console's first page. */
export default async function ConsoleHome() {
  const { member } = await requireStaffPage()
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Welcome, {member.name}</h1>
      <p className="max-w-prose text-muted-foreground">
        You are signed in to the staff console. Sessions end after 30 minutes without activity and
        12 hours after sign-in.
      </p>
    </div>
  )
}
