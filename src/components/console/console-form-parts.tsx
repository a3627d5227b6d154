'use client'

import type { ComponentProps } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Input } from '@/components/ui/input'
import { inputClasses } from '@/components/ui/input-classes'
import { Textarea } from '@/components/ui/textarea'
import type { ApiFailure } from '@/lib/api-client'

/** A labelled input for the staff forms, its message under it. */
export function StaffInput({
  id,
  label,
  error,
  hint,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...input} className="mt-1.5" />}
    </FormField>
  )
}

type FieldProps = { id: string; label: string; error?: string; hint?: string }

/** A labelled text area for the console's forms, its message under it. */
export function StaffTextarea({
  id,
  label,
  error,
  hint,
  ...textarea
}: ComponentProps<'textarea'> & FieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textarea} className="mt-1.5" />}
    </FormField>
  )
}

/**
 * A labelled native select (the platform's own picker on a phone) for the console's forms;
 * `className` sizes the field, label and all.
 */
export function StaffSelect({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: ComponentProps<'select'> & FieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select} className={`${inputClasses} mt-1.5`}>
          {children}
        </select>
      )}
    </FormField>
  )
}

/** The message of a refusal that belongs to no field, read out when it appears. */
export function FormProblem({ failure }: { failure?: Pick<ApiFailure, 'error'> }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-destructive">
      {failure?.error ?? ''}
    </p>
  )
}

/** Where every staff screen outside the console sits: a card in the middle of the page. */
export function StaffCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center p-4">
      <div className="bg-card rounded-lg border p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  )
}
