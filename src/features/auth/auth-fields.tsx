'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authCopy } from './auth-copy'

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string
  label: string
  /** The field's message, shown under it and read with it. */
  error?: string
  /** A standing hint under the field (what a good value looks like), read with it too. */
  hint?: string
}

const errorId = (id: string) => `${id}-error`
const hintId = (id: string) => `${id}-hint`

/** The hint and the message as the input's description, the message first. */
function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return (
    [error ? errorId(id) : undefined, hint ? hintId(id) : undefined].filter(Boolean).join(' ') ||
    undefined
  )
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A labelled input whose message appears under it, marked invalid and described by it. */
export function TextField({ id, label, error, hint, className, ...input }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="mt-2"
        {...input}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  )
}

/**
 * A password input with its own show/hide button beside the text (spec: every password field
 * has one). The button says what it will do and reports its state as pressed while the password
 * is shown.
 */
export function PasswordField({ id, label, error, hint, className, ...input }: FieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-2">
        <Input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          // Room for the button, so a long password never runs under it.
          className="pe-12"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          aria-label={shown ? authCopy.hidePassword : authCopy.showPassword}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-control text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  )
}

/**
 * A honeypot like the booking form's: hidden from people and assistive technology, filled in by
 * form-filling scripts. Its value goes to the server, which refuses a filled one.
 */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Fax number (leave empty)</label>
      <input
        id={id}
        name="contact_me_by_fax"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
