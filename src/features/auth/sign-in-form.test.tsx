import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit, testUser } from '#test-support/auth-form-kit'
import { authMessages } from './auth.schema'
import { SignInForm } from './sign-in-form'
import { useAccount } from './use-account'

afterEach(resetAuthKit)

/** What the header would show: the account store's state. */
function AccountProbe() {
  return <output aria-label="account">{useAccount().status}</output>
}

function renderSignIn() {
  const onSignedIn = vi.fn()
  const onForgotPassword = vi.fn()
  const view = renderWithToasts(
    <>
      <SignInForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />
      <AccountProbe />
    </>,
  )
  return { ...view, onSignedIn, onForgotPassword }
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  if (value) {
    await user.click(input)
    await user.paste(value)
  }
}

const submit = () => screen.getByRole('button', { name: 'Sign In' })

describe('SignInForm', () => {
  it('says what is missing under each field, marked invalid, and sends nothing', async () => {
    const server = authServer()
    const { user } = renderSignIn()
    await user.click(submit())
    for (const [label, message] of [
      ['Email', authMessages.emailRequired],
      ['Password', authMessages.passwordRequired],
    ] as const) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(message)
    }
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(server.fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['Email', 'dana@client', 'Please enter a valid email address'],
    ['Email', `${'d'.repeat(250)}@client.example`, 'Email is too long'],
    ['Password', 'p'.repeat(129), 'Password is too long'],
  ])('%s %#: shows %s under the field', async (label, value, message) => {
    authServer()
    const { user } = renderSignIn()
    await fill(user, label, value)
    await user.click(submit())
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message)
  })

  it('shows and hides the password with its own pressed button', async () => {
    authServer()
    const { user } = renderSignIn()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide).toHaveAttribute('aria-pressed', 'true')

    await user.click(hide)
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it("shows 'Signing In...' while waiting, then signs in: toast, callback, header state", async () => {
    const server = authServer({ '/sign-in/email': { status: 200, body: { user: testUser } } })
    const { user, onSignedIn } = renderSignIn()
    expect(screen.getByRole('status', { name: 'account' })).toHaveTextContent('signed-out')
    await fill(user, 'Email', testUser.email)
    await fill(user, 'Password', 'Harbour&Lantern42')
    server.hold()
    await user.click(submit())
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    await server.release()

    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument()
    expect(submit()).toBeEnabled()
    expect(onSignedIn).toHaveBeenCalledWith(testUser)
    expect(screen.getByRole('status', { name: 'account' })).toHaveTextContent('signed-in')
    // The honeypot goes along, empty.
    expect(server.requests).toEqual([
      {
        path: '/sign-in/email',
        body: { email: testUser.email, password: 'Harbour&Lantern42', contact_me_by_fax: '' },
      },
    ])
  })

  it("keeps the form on a wrong password: the server's message as a toast, busy cleared", async () => {
    authServer({
      '/sign-in/email': { status: 401, body: { error: 'Invalid email or password' } },
    })
    const { user, onSignedIn } = renderSignIn()
    await fill(user, 'Email', testUser.email)
    await fill(user, 'Password', 'Wrong&Lantern42')
    await user.click(submit())
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(submit()).toBeEnabled()
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(screen.queryByText(/Please confirm your email address first/)).not.toBeInTheDocument()
  })

  it('explains an unconfirmed address and sends the confirmation again on request', async () => {
    const server = authServer({
      '/sign-in/email': { status: 403, body: { error: 'Please confirm your email address.' } },
      '/send-verification-email': { status: 200, body: { status: true } },
    })
    const { user } = renderSignIn()
    await fill(user, 'Email', testUser.email)
    await fill(user, 'Password', 'Harbour&Lantern42')
    await user.click(submit())

    const notice = await screen.findByRole('status', { name: '' })
    expect(notice).toHaveTextContent(/^Please confirm your email address first/)
    expect(await screen.findByText('Please confirm your email address.')).toBeInTheDocument()
    await user.click(within(notice).getByRole('button', { name: 'Resend confirmation email' }))
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible()
    expect(server.requests.at(-1)).toEqual({
      path: '/send-verification-email',
      body: { email: testUser.email },
    })
  })

  it("puts the server's field messages under their fields as well as in the toast", async () => {
    authServer({
      '/sign-in/email': {
        status: 422,
        body: {
          error: 'Please correct the highlighted fields.',
          fields: { email: 'Please enter a valid email address' },
        },
      },
    })
    const { user } = renderSignIn()
    await fill(user, 'Email', testUser.email)
    await fill(user, 'Password', 'Harbour&Lantern42')
    await user.click(submit())
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
  })

  it("hands 'Forgot password?' to the caller", async () => {
    authServer()
    const { user, onForgotPassword } = renderSignIn()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(onForgotPassword).toHaveBeenCalledOnce()
  })
})
