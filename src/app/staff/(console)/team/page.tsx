import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { calendarIdsByMember } from '@/features/booking/availability-admin.server'
import { InviteMember, MemberActions } from '@/features/staff/components/staff-team'
import { decide, STAFF_ROLES } from '@/features/staff/policy'
import { ROLE_LABELS } from '@/features/staff/role-labels'
import { staffOverview } from '@/features/staff/staff-members.server'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Staff' }

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** The staff and the open invitations; owners and admins invite, change roles and remove. */
export default async function TeamPage() {
  const { member: viewer } = await requireStaffPage('staff.view')
  const db = getDb()
  const [{ members, invitations }, calendars] = await Promise.all([
    staffOverview(db),
    calendarIdsByMember(db),
  ])
  const mayEditCalendars = decide(viewer, 'availability.manage').allowed
  const invitable = STAFF_ROLES.filter(
    (role) => decide(viewer, 'staff.invite', { kind: 'role', role }).allowed,
  )
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Staff</h1>
      {decide(viewer, 'staff.invite').allowed ? <InviteMember roles={invitable} /> : null}
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold">
          Members
        </h2>
        <ul className="grid gap-3 lg:grid-cols-2">
          {members.map((member) => {
            const target = {
              kind: 'staff-member' as const,
              id: member.id,
              currentRole: member.role,
            }
            const roles = STAFF_ROLES.filter(
              (role) => decide(viewer, 'staff.change-role', { ...target, role }).allowed,
            )
            const mayChange = decide(viewer, 'staff.change-role', target).allowed
            return (
              <li key={member.id} className="space-y-3 rounded-card border p-4">
                <div>
                  <p className="font-medium">
                    {member.name}
                    {member.id === viewer.id ? (
                      <span className="text-muted-foreground"> (you)</span>
                    ) : null}
                  </p>
                  <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Role</dt>
                    <dd>{ROLE_LABELS[member.role]}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Authenticator app</dt>
                    <dd>{member.twoFactorEnabled ? 'Enrolled' : 'Not yet'}</dd>
                  </div>
                  {member.role === 'consultant' && mayEditCalendars ? (
                    <div className="col-span-2">
                      <dt className="text-muted-foreground">Calendar</dt>
                      <dd>
                        {calendars.has(member.id) ? (
                          <Link
                            href={`/staff/availability/${calendars.get(member.id)}`}
                            className="text-primary underline underline-offset-4"
                          >
                            Hours, time off and cap
                            <span className="sr-only"> of {member.name}</span>
                          </Link>
                        ) : (
                          <Link
                            href="/staff/availability"
                            className="text-primary underline underline-offset-4"
                          >
                            None yet: add one
                            <span className="sr-only"> for {member.name}</span>
                          </Link>
                        )}
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {mayChange ? <MemberActions member={member} roles={roles} /> : null}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="invitations-heading" className="space-y-3">
        <h2 id="invitations-heading" className="text-lg font-semibold">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="text-muted-foreground">No invitation is waiting.</p>
        ) : (
          <ul className="space-y-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-card border p-3">
                <span className="font-medium break-all">{invitation.email}</span> ·{' '}
                {ROLE_LABELS[invitation.role]} · works until{' '}
                {dateFormat.format(new Date(invitation.expiresAt))} ET
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
