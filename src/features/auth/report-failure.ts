import { toast } from '@/components/ui/toast'
import type { ApiFailure } from '@/lib/api-client'
import { applyFieldErrors, type SetFieldError } from '@/lib/form-errors'

/**
 * A refused form, the same way everywhere (spec section 8): the server's message as an error
 * toast, and each message it gave for a field under that field, focusing the first. `fields`
 * maps the server's field names to the form's (`newPassword` → `password`), in the form's order.
 */
export function reportFailure<Field extends string>(
  failure: ApiFailure,
  fields: Readonly<Record<string, Field>>,
  setError: SetFieldError<Field>,
): void {
  applyFieldErrors(failure, fields, setError)
  toast.error(failure.error)
}
