'use client'

import { ConsoleActionButton } from '@/components/console/console-action-button'

/** One click gives a displaced consultation to a consultant who is free at its time. */
export function GiveToConsultant({
  consultationId,
  describedBy,
  consultant,
}: {
  consultationId: string
  /** The id of the text that says which consultation (the visitor and the time). */
  describedBy: string
  consultant: { staffUserId: string; name: string }
}) {
  return (
    <ConsoleActionButton
      path={`/api/staff/consultations/${consultationId}/assign`}
      body={{ consultantId: consultant.staffUserId }}
      label={`Give to ${consultant.name}`}
      busyLabel={`Give to ${consultant.name}`}
      done={{ title: `Given to ${consultant.name}` }}
      describedBy={describedBy}
    />
  )
}
