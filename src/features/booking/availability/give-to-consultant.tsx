'use client'

import { useRouter } from 'next/navigation'
import { useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

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
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const give = async () => {
    const result = await send(`/api/staff/consultations/${consultationId}/assign`, {
      consultantId: consultant.staffUserId,
    })
    if (result.ok) {
      toast.success(`Given to ${consultant.name}`)
      router.refresh()
    }
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={give}
        aria-describedby={describedBy}
      >
        Give to {consultant.name}
      </Button>
      {failure ? (
        <span role="alert" className="text-sm font-medium text-destructive">
          {failure.error}
        </span>
      ) : null}
    </span>
  )
}
