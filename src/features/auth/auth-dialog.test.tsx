import { screen, within } from '@testing-library/react'
import { createRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit, testUser } from '#test-support/auth-form-kit'
import { AuthDialog } from './auth-dialog'

afterEach(resetAuthKit)

/** The dialog as the header holds it: open until it asks to close. */
function OpenDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <AuthDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) onClose()
      }}
      returnFocusTo={createRef()}
    />
  )
}

function renderDialog() {
  const onClose = vi.fn()
  return { ...renderWithToasts(<OpenDialog onClose={onClose} />), onClose }
}

const dialog = () => screen.getByRole('dialog')

describe('AuthDialog', () => {
  it("opens as 'Welcome back' on the sign-in form, and 'Sign up' turns it into 'Create an account'", async () => {
    authServer()
    const { user } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
    expect(within(dialog()).getByText("Don't have an account?")).toBeVisible()
    expect(within(dialog()).getByLabelText('Email')).toHaveFocus()

    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }))
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeVisible()
    expect(within(dialog()).getByText('Already have an account?')).toBeVisible()
    expect(within(dialog()).getByLabelText('Full name')).toHaveFocus()

    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  })

  it('empties the sign-up form when the visitor toggles away from it', async () => {
    authServer()
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    await user.type(screen.getByLabelText('Full name'), 'Dana Whitfield')
    await user.type(screen.getByLabelText('Email'), 'dana@client.example')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByText('Password is required')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(screen.getByLabelText('Full name')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
  })

  it("closes after a successful sign-in, with 'Successfully signed in!'", async () => {
    authServer({ '/sign-in/email': { status: 200, body: { user: testUser } } })
    const { user, onClose } = renderDialog()
    await user.type(screen.getByLabelText('Email'), testUser.email)
    await user.type(screen.getByLabelText('Password'), 'Harbour&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Successfully signed in!')).toBeVisible()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("stays open when the sign-in is refused, with the server's message", async () => {
    authServer({
      '/sign-in/email': { status: 401, body: { error: 'Invalid email or password' } },
    })
    const { user, onClose } = renderDialog()
    await user.type(screen.getByLabelText('Email'), testUser.email)
    await user.type(screen.getByLabelText('Password'), 'Wrong&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Invalid email or password')).toBeVisible()
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes after a sign-up, telling the visitor to check their e-mail', async () => {
    authServer({ '/sign-up/email': { status: 200, body: { status: true } } })
    const { user, onClose } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    await user.type(screen.getByLabelText('Full name'), 'Dana Whitfield')
    await user.type(screen.getByLabelText('Email'), 'dana@client.example')
    await user.type(screen.getByLabelText('Password'), 'Harbour&Lantern42')
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("'Forgot password?' asks for the address and sends the reset link", async () => {
    const server = authServer({
      '/request-password-reset': { status: 200, body: { status: true } },
    })
    const { user, onClose } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(email).toHaveAccessibleDescription('Email is required')

    await user.type(email, 'dana@client.example')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Password reset email sent!')).toBeVisible()
    expect(onClose).toHaveBeenCalledOnce()
    expect(server.requests).toEqual([
      {
        path: '/request-password-reset',
        body: { email: 'dana@client.example', contact_me_by_fax: '' },
      },
    ])
  })

  it("'Back to sign in' leaves the reset request", async () => {
    authServer()
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })
})
