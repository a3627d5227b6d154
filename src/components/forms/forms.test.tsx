import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field'
import { Honeypot } from './honeypot'

describe('FormField', () => {
  it('labels its control and describes it by the message, then the hint', () => {
    render(
      <FormField
        id="f-email"
        label="E-mail"
        error="Please enter a valid email address."
        hint="We reply here."
      >
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', 'f-email-error f-email-hint')
    expect(input).toHaveAccessibleDescription('Please enter a valid email address. We reply here.')
  })

  it('is neither invalid nor described without a message or a hint', () => {
    render(
      <FormField id="f-name" label="Name">
        {(control) => <input {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })
})

describe('Honeypot', () => {
  it('is out of reach of people and assistive technology', () => {
    const { container } = render(<Honeypot id="trap" />)
    const trap = container.querySelector<HTMLInputElement>('input[name="contact_me_by_fax"]')!
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap.tabIndex).toBe(-1)
    expect(trap.autocomplete).toBe('off')
    expect(trap.value).toBe('')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('reports what a bot types when controlled', async () => {
    let seen = ''
    function Form() {
      const [value, setValue] = useState('')
      seen = value
      return <Honeypot id="trap" value={value} onChange={setValue} />
    }
    const { container } = render(<Form />)
    const trap = container.querySelector<HTMLInputElement>('#trap')!
    await userEvent.type(trap, '+1')
    expect(seen).toBe('+1')
  })
})
