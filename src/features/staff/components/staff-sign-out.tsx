'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { callApi } from '@/lib/api-client'

/** Ends the staff session and returns to the sign-in page. */
export function StaffSignOut() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await callApi('/api/staff/auth/sign-out', { method: 'POST' })
        router.replace('/staff/sign-in')
      }}
    >
      Sign out
    </Button>
  )
}
