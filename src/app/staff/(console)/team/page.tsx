import { TableScroller } from '@/components/console/table-scroller'
import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'
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
  const { members, invitations } = await staffOverview(getDb())
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
        <TableScroller label="Members">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Role
                </th>
                <th scope="col" className="px-3 py-2">
                  Authenticator app
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
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
                  <tr key={member.id} className="border-t">
                    <td className="px-3 py-2 font-medium">
                      {member.name}
                      {member.id === viewer.id ? (
                        <span className="text-muted-foreground"> (you)</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 break-all">{member.email}</td>
                    <td className="px-3 py-2">{ROLE_LABELS[member.role]}</td>
                    <td className="px-3 py-2">
                      {member.twoFactorEnabled ? 'Enrolled' : 'Not yet'}
                    </td>
                    <td className="px-3 py-2">
                      {mayChange ? (
                        <MemberActions member={member} roles={roles} />
                      ) : (
                        <span className="text-muted-foreground">–</span>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroller>
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
