'use client'

import { useRouter } from 'next/navigation'
import { useRef, type FormEvent } from 'react'
import { FormProblem } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

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
      <label htmlFor="note-body" className="text-sm font-medium">
        Add a note
      </label>
      <Textarea
        id="note-body"
        name="body"
        required
        maxLength={4000}
        aria-invalid={failure?.fields?.body ? true : undefined}
        aria-describedby={failure?.fields?.body ? 'note-body-error' : undefined}
        onChange={() => (noteId.current = undefined)}
      />
      <p id="note-body-error" className="text-sm text-destructive">
        {failure?.fields?.body}
      </p>
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Saving…' : 'Save note'}
      </Button>
    </form>
  )
}
