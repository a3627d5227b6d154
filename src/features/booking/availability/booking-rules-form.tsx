'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { DayRangesField } from './day-ranges-field'

export type BookingRulesValues = {
  closeOnFederalHolidays: boolean
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  minimumNoticeMinutes: number
  horizonDays: number
  closedDays: { from: string; to: string }[]
}

/** The firm's rules for every calendar: holidays, buffers, notice, horizon and closed days. */
export function BookingRulesForm({ rules }: { rules: BookingRulesValues }) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const [holidays, setHolidays] = useState(rules.closeOnFederalHolidays)
  const [closedDays, setClosedDays] = useState(rules.closedDays)
  const errors = failure?.fields ?? {}

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const number = (name: string) => Number(String(data.get(name) ?? '').trim() || NaN)
    const result = await send('/api/staff/availability/rules', {
      closeOnFederalHolidays: holidays,
      bufferBeforeMinutes: number('bufferBeforeMinutes'),
      bufferAfterMinutes: number('bufferAfterMinutes'),
      minimumNoticeMinutes: number('minimumNoticeMinutes'),
      horizonDays: number('horizonDays'),
      closedDays,
    })
    if (result.ok) {
      toast.success('Booking rules saved', { description: 'Visitors see the change at once.' })
      router.refresh()
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-lg font-semibold">
        The firm’s booking rules
      </h2>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={holidays}
          onChange={(event) => setHolidays(event.target.checked)}
        />
        Closed on US federal holidays
      </label>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StaffInput
          id="rules-before"
          name="bufferBeforeMinutes"
          label="Buffer before (minutes)"
          inputMode="numeric"
          defaultValue={rules.bufferBeforeMinutes}
          error={errors.bufferBeforeMinutes}
        />
        <StaffInput
          id="rules-after"
          name="bufferAfterMinutes"
          label="Buffer after (minutes)"
          inputMode="numeric"
          defaultValue={rules.bufferAfterMinutes}
          error={errors.bufferAfterMinutes}
        />
        <StaffInput
          id="rules-notice"
          name="minimumNoticeMinutes"
          label="Minimum notice (minutes)"
          inputMode="numeric"
          defaultValue={rules.minimumNoticeMinutes}
          error={errors.minimumNoticeMinutes}
        />
        <StaffInput
          id="rules-horizon"
          name="horizonDays"
          label="Horizon (days ahead)"
          inputMode="numeric"
          defaultValue={rules.horizonDays}
          error={errors.horizonDays}
        />
      </div>
      <DayRangesField
        id="closed-days"
        title="Closed days"
        description="Days the whole firm takes no consultations, as the visitor’s calendar shows them."
        itemName="Closed"
        ranges={closedDays}
        onChange={setClosedDays}
        errors={errors}
        errorPrefix="closedDays"
      />
      <div className="space-y-2">
        <FormProblem failure={failure} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save booking rules'}
        </Button>
      </div>
    </form>
  )
}
