'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'

// The form's code (fields, messages, the API client) loads when the visitor reaches for the
// button, not with the page: the page's first load stays as it was.
const loadForm = () => import('./registration-form')
const RegistrationForm = dynamic(() => loadForm().then((module) => module.RegistrationForm), {
  ssr: false,
  loading: () => <p className="text-muted-foreground">Loading the form…</p>,
})

/** 'Register' on an upcoming webinar's page: opens the registration form in place. */
export function RegisterLauncher({ webinar, label }: { webinar: string; label: string }) {
  const [open, setOpen] = useState(false)
  if (open) return <RegistrationForm webinar={webinar} />
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'primary' })}
      onClick={() => setOpen(true)}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
    >
      {label}
    </button>
  )
}
