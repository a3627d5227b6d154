'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { useSensitiveRequest } from '@/components/console/password-recheck'
import { formValue } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import type { StaffRole } from '../policy'
import { ROLE_LABELS } from '../role-labels'

/** The roles the viewer may give, as a select's options. */
function RoleOptions({ roles }: { roles: readonly StaffRole[] }) {
  return roles.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ))
}

/** Invite by e-mail with a role; the link goes out by e-mail, valid 48 hours, single use. */
export function InviteMember({ roles }: { roles: readonly StaffRole[] }) {
  const router = useRouter()
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const result = await send('/api/staff/members/invite', {
      email: formValue(data, 'email'),
      role: formValue(data, 'role'),
    })
    if (result.ok) {
      toast.success('Invitation sent', { description: 'The link works once, for 48 hours.' })
      form.reset()
      router.refresh()
    }
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      noValidate
      aria-labelledby="invite-heading"
    >
      <h2 id="invite-heading" className="text-lg font-semibold sm:col-span-3">
        Invite a member
      </h2>
      <StaffInput
        id="invite-email"
        name="email"
        type="email"
        label="Work e-mail"
        autoComplete="off"
        required
        error={failure?.fields?.email}
      />
      <StaffSelect
        id="invite-role"
        name="role"
        label="Role"
        defaultValue="consultant"
        error={failure?.fields?.role}
      >
        <RoleOptions roles={roles} />
      </StaffSelect>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </Button>
      <div className="sm:col-span-3">
        <FormProblem failure={failure?.fields ? undefined : failure} />
      </div>
      {dialog}
    </form>
  )
}

/** One member's role and removal, for those the policy lets the viewer change. */
export function MemberActions({
  member,
  roles,
}: {
  member: { id: string; name: string; role: StaffRole }
  roles: readonly StaffRole[]
}) {
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const changeRole = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const role = formValue(new FormData(event.currentTarget), 'role')
    const result = await send(`/api/staff/members/${member.id}/role`, { role })
    if (result.ok) {
      toast.success(`${member.name} is now ${ROLE_LABELS[role as StaffRole] ?? role}`)
      router.refresh()
    }
  }
  const remove = async () => {
    const result = await send(`/api/staff/members/${member.id}/remove`)
    setConfirming(false)
    if (result.ok) {
      toast.success(`${member.name} has been removed`, {
        description: 'Their sessions have ended.',
      })
      router.refresh()
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form onSubmit={changeRole} className="flex items-end gap-2" noValidate>
        <StaffSelect
          id={`role-${member.id}`}
          name="role"
          label={`Role of ${member.name}`}
          defaultValue={member.role}
          className="w-44 shrink-0"
        >
          <RoleOptions roles={roles} />
        </StaffSelect>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Change role<span className="sr-only"> of {member.name}</span>
        </Button>
      </form>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogTrigger asChild>
          <Button variant="destructive" size="sm" disabled={busy}>
            Remove<span className="sr-only"> {member.name}</span>
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove {member.name}?</DialogTitle>
            <DialogDescription>
              They are signed out everywhere at once and can no longer sign in. What they did stays
              in the audit log.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button variant="destructive" onClick={remove} disabled={busy}>
              Remove from the staff
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <FormProblem failure={failure} />
      {dialog}
    </div>
  )
}
