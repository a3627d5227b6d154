'use client'

import { useState, type ComponentProps } from 'react'
import { FormField } from '@/components/forms/form-field'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { eyeIcon } from '@/components/ui/icons/eye'
import { eyeOffIcon } from '@/components/ui/icons/eye-off'
import { Input } from '@/components/ui/input'
import { authCopy } from './auth-copy'

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string
  label: string
  /** The field's message, shown under it and read with it. */
  error?: string
  /** A standing hint under the field (what a good value looks like), read with it too. */
  hint?: string
}

/** A labelled input whose message appears under it, marked invalid and described by it. */
export function TextField({ id, label, error, hint, className, ...input }: FieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} className="mt-2" {...input} />}
    </FormField>
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
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative mt-2">
          <Input
            {...control}
            type={shown ? 'text' : 'password'}
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
              <DrawnIcon drawing={eyeOffIcon} aria-hidden="true" className="size-5" />
            ) : (
              <DrawnIcon drawing={eyeIcon} aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  )
}
