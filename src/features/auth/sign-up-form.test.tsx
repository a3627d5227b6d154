import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit } from '#test-support/auth-form-kit'
import { SignUpForm } from './sign-up-form'

afterEach(resetAuthKit)

function renderSignUp() {
  const onSignedUp = vi.fn()
  return { ...renderWithToasts(<SignUpForm onSignedUp={onSignedUp} />), onSignedUp }
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  if (value) {
    await user.click(input)
    await user.paste(value)
  }
}

const PASSWORD = 'Harbour&Lantern42'
const submit = () => screen.getByRole('button', { name: 'Create Account' })

async function fillValid(user: UserEvent) {
  await fill(user, 'Full name', 'Dana Whitfield')
  await fill(user, 'Email', 'dana@client.example')
  await fill(user, 'Password', PASSWORD)
  await fill(user, 'Confirm password', PASSWORD)
}

describe('SignUpForm', () => {
  it('says what is missing under each of the four fields', async () => {
    const server = authServer()
    const { user } = renderSignUp()
    await user.click(submit())
    const expected = [
      ['Full name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
      ['Confirm password', 'Please confirm your password'],
    ] as const
    for (const [label, message] of expected) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      // The password's standing hint is read after its message.
      expect(input).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^${message}`)))
      expect(screen.getByText(message)).toBeVisible()
    }
    expect(server.fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['Full name', 'A', 'Name must be at least 2 characters long'],
    ['Full name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['Full name', 'A'.repeat(51), 'Name is too long'],
    ['Email', 'dana@client', 'Please enter a valid email address'],
    ['Email', `${'d'.repeat(250)}@client.example`, 'Email is too long'],
    ['Password', 'Ab1&', 'Password must be at least 8 characters long'],
    ['Password', `Ab1&${'x'.repeat(125)}`, 'Password is too long'],
    [
      'Password',
      'harbourlantern42',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['Confirm password', 'Harbour&Lantern43', "Passwords don't match"],
  ])('%s %#: shows "%s" → %s under the field', async (label, value, message) => {
    authServer()
    const { user } = renderSignUp()
    await fillValid(user)
    await fill(user, label, value)
    await user.click(submit())
    expect(screen.getByText(message)).toBeVisible()
    const input = screen.getByLabelText(label)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
  })

  it('asks the browser for new passwords and a name, and gives each password its own toggle', async () => {
    authServer()
    const { user } = renderSignUp()
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    const password = screen.getByLabelText('Password')
    const confirm = screen.getByLabelText('Confirm password')
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(confirm).toHaveAttribute('autocomplete', 'new-password')

    const [first, second] = screen.getAllByRole('button', { name: 'Show password' })
    await user.click(second!)
    expect(confirm).toHaveAttribute('type', 'text')
    expect(password).toHaveAttribute('type', 'password')
    expect(second).toHaveAccessibleName('Hide password')
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveAttribute('aria-pressed', 'false')
    await user.click(first!)
    expect(password).toHaveAttribute('type', 'text')
  })

  it("shows 'Creating Account...' while waiting, then tells the visitor to check their e-mail", async () => {
    const server = authServer({ '/sign-up/email': { status: 200, body: { status: true } } })
    const { user, onSignedUp } = renderSignUp()
    await fillValid(user)
    server.hold()
    await user.click(submit())
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    await server.release()
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible()
    expect(onSignedUp).toHaveBeenCalledWith('dana@client.example')
    // The confirmation stays in the browser; the honeypot goes along, empty.
    expect(server.requests).toEqual([
      {
        path: '/sign-up/email',
        body: {
          name: 'Dana Whitfield',
          email: 'dana@client.example',
          password: PASSWORD,
          contact_me_by_fax: '',
        },
      },
    ])
  })

  it("puts the server's field messages under their fields, with its message as a toast", async () => {
    authServer({
      '/sign-up/email': {
        status: 422,
        body: {
          error: 'Please choose a different password.',
          fields: { password: 'This password is too common' },
        },
      },
    })
    const { user, onSignedUp } = renderSignUp()
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByText('Please choose a different password.')).toBeVisible()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAccessibleDescription(
      expect.stringMatching(/^This password is too common/),
    )
    expect(password).toHaveFocus()
    expect(submit()).toBeEnabled()
    expect(onSignedUp).not.toHaveBeenCalled()
  })

  it('sends what a form-filling script put in the hidden field, for the server to refuse', async () => {
    const server = authServer({
      '/sign-up/email': { status: 400, body: { error: 'Your request could not be processed.' } },
    })
    const { user, container } = renderSignUp()
    await fillValid(user)
    const trap = container.querySelector<HTMLInputElement>('input[name="contact_me_by_fax"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(trap!, '555-0100')
    await user.click(submit())
    expect(await screen.findByText('Your request could not be processed.')).toBeVisible()
    expect(server.requests[0]?.body).toMatchObject({ contact_me_by_fax: '555-0100' })
  })
})
