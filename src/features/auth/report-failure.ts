import { toast } from '@/components/ui/toast'

type Failure = { error: string; fields?: Record<string, string> }

/**
 * A refused form, the same way everywhere (spec section 8): the server's message as an error
 * toast, and each message it gave for a field under that field, focusing the first. `fields`
 * maps the server's field names to the form's (`newPassword` → `password`).
 */
export function reportFailure<Field extends string>(
  failure: Failure,
  fields: Readonly<Record<string, Field>>,
  setFieldError: (field: Field, message: string, focus: boolean) => void,
): void {
  let first = true
  for (const [name, message] of Object.entries(failure.fields ?? {})) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined
    if (!field) continue
    setFieldError(field, message, first)
    first = false
  }
  toast.error(failure.error)
}
