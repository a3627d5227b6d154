'use client'

import { useRouter } from 'next/navigation'
import { useRef, type FormEvent } from 'react'
import { FormProblem, StaffTextarea } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'

/**
 * Adds an internal note. The note's id is made here, once per note: a double click or a retry
 * sends the same id, and the server stores the note once.
 */
export function AddNote({ id }: { id: string }) {
  const router = useRouter()
  const noteId = useRef<string>(undefined)
  const { busy, failure, send } = useConsoleRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    noteId.current ??= crypto.randomUUID()
    const result = await send(`/api/staff/consultations/${id}/notes`, {
      noteId: noteId.current,
      body: formValue(new FormData(form), 'body'),
    })
    if (result.ok) {
      noteId.current = undefined
      form.reset()
      router.refresh()
    }
  }
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <StaffTextarea
        id="note-body"
        name="body"
        label="Add a note"
        required
        maxLength={4000}
        error={failure?.fields?.body}
        onChange={() => (noteId.current = undefined)}
      />
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Saving…' : 'Save note'}
      </Button>
    </form>
  )
}
