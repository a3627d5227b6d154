import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit, testUser } from '#test-support/auth-form-kit'
import { AuthScreen } from './auth-screen'
import { accountSignedIn, accountSignedOut } from './use-account'

const navigation = vi.hoisted(() => ({
  search: new URLSearchParams(),
  replace: vi.fn(),
}))
vi.mock('next/navigation', () => ({
  useSearchParams: () => navigation.search,
  useRouter: () => ({ replace: navigation.replace }),
}))

beforeEach(() => {
  act(() => accountSignedOut())
  navigation.search = new URLSearchParams()
  navigation.replace.mockReset()
})
afterEach(resetAuthKit)

describe('AuthScreen', () => {
  it('opens on the Sign In tab, and Sign Up shows the sign-up form', async () => {
    authServer()
    const { user } = renderWithToasts(<AuthScreen />)
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Full name')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeVisible()
  })

  it('opens on Sign Up for ?tab=sign-up, and on the reset request for ?tab=forgot-password', () => {
    authServer()
    navigation.search = new URLSearchParams('tab=sign-up')
    const { unmount } = renderWithToasts(<AuthScreen />)
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    unmount()

    navigation.search = new URLSearchParams('tab=forgot-password')
    renderWithToasts(<AuthScreen />)
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible()
  })

  it('sends a visitor who is signed in already home, replacing the history entry', async () => {
    authServer()
    renderWithToasts(<AuthScreen />)
    expect(navigation.replace).not.toHaveBeenCalled()
    act(() => accountSignedIn(testUser))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'))
  })

  it('goes on to ?next= after signing in here, never off the site', async () => {
    authServer({ '/sign-in/email': { status: 200, body: { user: testUser } } })
    navigation.search = new URLSearchParams('next=/account/consultations')
    const { user, unmount } = renderWithToasts(<AuthScreen />)
    await user.type(screen.getByLabelText('Email'), testUser.email)
    await user.type(screen.getByLabelText('Password'), 'Harbour&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Successfully signed in!')).toBeVisible()
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/account/consultations'))
    unmount()

    act(() => accountSignedOut())
    navigation.replace.mockReset()
    navigation.search = new URLSearchParams('next=//evil.example/phish')
    renderWithToasts(<AuthScreen />)
    await user.type(screen.getByLabelText('Email'), testUser.email)
    await user.type(screen.getByLabelText('Password'), 'Harbour&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'))
  })

  it('shows "Check your inbox" in place of the sign-up form after signing up', async () => {
    authServer({ '/sign-up/email': { status: 200, body: { status: true } } })
    navigation.search = new URLSearchParams('tab=sign-up')
    const { user } = renderWithToasts(<AuthScreen />)
    await user.type(screen.getByLabelText('Full name'), 'Dana Whitfield')
    await user.type(screen.getByLabelText('Email'), 'dana@client.example')
    await user.type(screen.getByLabelText('Password'), 'Harbour&Lantern42')
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour&Lantern42')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' })
    expect(heading).toHaveFocus()
    expect(
      screen.getByText(/We have sent a confirmation link to dana@client\.example/),
    ).toBeVisible()
    expect(await screen.findByText('Check your email for the confirmation link!')).toBeVisible()
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument()
    expect(navigation.replace).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }))
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  })

  it("'Forgot password?' leads to the reset request, then to its confirmation", async () => {
    authServer({ '/request-password-reset': { status: 200, body: { status: true } } })
    const { user } = renderWithToasts(<AuthScreen />)
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
    await user.type(screen.getByLabelText('Email'), 'dana@client.example')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toHaveFocus()
    expect(await screen.findByText('Password reset email sent!')).toBeVisible()
  })
})
