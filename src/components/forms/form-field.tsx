import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

/** What the field hands its control: its id, and its state for assistive technology. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type Props = {
  id: string
  label: ReactNode
  /** The field's message, shown under it and read with it (marks the control invalid). */
  error?: string
  /** A standing hint under the field (what a good value looks like), read with it too. */
  hint?: ReactNode
  /** Tighter spacing, for a narrow panel such as the chat assistant's. */
  compact?: boolean
  className?: string
  /** The control (an input, a text area, a password with its button), given the props to spread. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A form field: its label, its control, a hint and the field's message, the message and the hint
 * describing the control (the message first) and the control invalid while a message shows.
 */
export function FormField({ id, label, error, hint, compact, className, children }: Props) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean)
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className={cn('text-sm font-medium text-destructive', compact ? 'mt-1.5' : 'mt-2')}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
