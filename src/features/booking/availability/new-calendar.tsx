'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { FormProblem, StaffSelect } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

/**
 * Gives a consultant a calendar of their own (weekdays 9 to 5 Eastern until they change it);
 * from then on bookings can land with them.
 */
export function NewCalendar({ members }: { members: { id: string; name: string }[] }) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await send<{ id: string }>('/api/staff/availability/calendars', {
      staffUserId: formValue(new FormData(event.currentTarget), 'staffUserId'),
    })
    if (result.ok) {
      toast.success('Calendar added', { description: 'Set its hours before it takes bookings.' })
      router.push(`/staff/availability/${result.data.id}`)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-labelledby="new-calendar-heading"
    >
      <h2 id="new-calendar-heading" className="text-lg font-semibold sm:col-span-2">
        Add a consultant’s calendar
      </h2>
      <StaffSelect
        id="new-calendar-member"
        name="staffUserId"
        label="Consultant"
        error={failure?.fields?.staffUserId}
      >
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </StaffSelect>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add calendar'}
      </Button>
      <div className="sm:col-span-2">
        <FormProblem failure={failure} />
      </div>
    </form>
  )
}
