import type { ApiFailure } from './api-client'

/** react-hook-form's `setError`, or anything that takes a field's message the same way. */
export type SetFieldError<Field extends string> = (
  field: Field,
  error: { message: string },
  options: { shouldFocus: boolean },
) => void

/**
 * Puts the server's field messages (a 422's `fields`) on a form's fields and focuses the first
 * of them in the form's order. `fields` lists the form's fields in the order a visitor meets them,
 * or maps the server's names to the form's in that order (`newPassword` → `password`). Answers
 * whether any message landed on a field.
 */
export function applyFieldErrors<Field extends string>(
  failure: Pick<ApiFailure, 'fields'>,
  fields: readonly Field[] | Readonly<Record<string, Field>>,
  setError: SetFieldError<Field>,
): boolean {
  const messages = failure.fields ?? {}
  const pairs: [string, Field][] = isList(fields)
    ? fields.map((field) => [field, field])
    : Object.entries(fields)
  let first = true
  for (const [name, field] of pairs) {
    const message = Object.hasOwn(messages, name) ? messages[name] : undefined
    if (!message) continue
    setError(field, { message }, { shouldFocus: first })
    first = false
  }
  return !first
}

function isList<Field extends string>(
  fields: readonly Field[] | Readonly<Record<string, Field>>,
): fields is readonly Field[] {
  return Array.isArray(fields)
}
