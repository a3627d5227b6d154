'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { FormProblem, StaffSelect } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'

/** Gives the consultation to a consultant (owners and admins). */
export function AssignConsultant({
  id,
  current,
  consultants,
}: {
  id: string
  current: string | null
  consultants: { id: string; name: string }[]
}) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = formValue(new FormData(event.currentTarget), 'consultantId')
    const result = await send(`/api/staff/consultations/${id}/assign`, {
      consultantId: chosen || null,
    })
    if (result.ok) router.refresh()
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <StaffSelect
        id="assign-consultant"
        name="consultantId"
        label="Consultant"
        defaultValue={current ?? ''}
        error={failure?.fields?.consultantId}
      >
        <option value="">Unassigned</option>
        {consultants.map((consultant) => (
          <option key={consultant.id} value={consultant.id}>
            {consultant.name}
          </option>
        ))}
      </StaffSelect>
      <Button type="submit" variant="outline" disabled={busy}>
        Assign
      </Button>
      <FormProblem failure={failure?.fields ? undefined : failure} />
    </form>
  )
}
