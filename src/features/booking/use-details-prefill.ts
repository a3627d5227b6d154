'use client'

import { useEffect, useEffectEvent, useRef } from 'react'

export type DetailsField = 'name' | 'email'

/** How the prefill reads and fills a form's field (react-hook-form's getValues and setValue). */
export type DetailsFieldAccess = {
  read: (field: DetailsField) => string | undefined
  fill: (field: DetailsField, value: string) => void
}

/**
 * Offers a signed-in visitor's name and e-mail to a booking form. Each field is filled once and
 * only while it is still empty: nothing the visitor typed is overwritten, and a field they
 * emptied is not filled again. The account may be known only after the form opened, so this
 * waits for the values instead of making them the form's defaults. The fields stay editable: the
 * person who comes to the meeting need not be the account holder.
 */
export function useDetailsPrefill(
  { name, email }: Partial<Record<DetailsField, string>>,
  access: DetailsFieldAccess,
): void {
  const offered = useRef(new Set<DetailsField>())
  const offer = useEffectEvent((field: DetailsField, value: string) => {
    if (offered.current.has(field)) return
    offered.current.add(field)
    if (!access.read(field)?.trim()) access.fill(field, value)
  })
  useEffect(() => {
    if (name) offer('name', name)
    if (email) offer('email', email)
  }, [name, email])
}
