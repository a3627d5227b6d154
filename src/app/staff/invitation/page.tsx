import type { Metadata } from 'next'
import Link from 'next/link'
import { INVITATION_CLOSED } from '@/features/staff/invitation-copy'
import { findInvitation } from '@/features/staff/invitations.server'
import { AcceptInvitation } from '@/features/staff/components/accept-invitation'
import { StaffCard } from '@/components/console/console-form-parts'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Join the staff', referrer: 'no-referrer' }

/** Where an invitation's e-mailed link lands (its token in the query). */
export default async function StaffInvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = (await searchParams).token
  const lookup =
    typeof token === 'string' ? await findInvitation(getDb(), token) : { state: 'unknown' as const }
  return (
    <StaffCard title="Join the staff console">
      {lookup.state === 'open' ? (
        <AcceptInvitation token={String(token)} email={lookup.email} />
      ) : (
        <div className="space-y-4">
          <p>{INVITATION_CLOSED[lookup.state]}</p>
          <Link href="/staff/sign-in" className="font-medium text-primary underline">
            Go to staff sign-in
          </Link>
        </div>
      )}
    </StaffCard>
  )
}
