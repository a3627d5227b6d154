import type { ChangeEvent } from 'react'

/**
 * The public forms' honeypot (`contact_me_by_fax`): hidden from people and assistive technology,
 * filled in by form-filling scripts. The forms always send it, empty or not; the server refuses a
 * filled one. Controlled with `value` and `onChange`, or read from the form's data without them
 * (a form that also posts without JavaScript).
 */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Fax number (leave empty)</label>
      <input
        id={id}
        name="contact_me_by_fax"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange
          ? {
              value: value ?? '',
              onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
            }
          : { defaultValue: '' })}
      />
    </div>
  )
}
