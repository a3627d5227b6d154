import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit } from '#test-support/auth-form-kit'
import { REQUEST_NEW_RESET_LINK_HREF, ResetPasswordScreen } from './reset-password-screen'

const navigation = vi.hoisted(() => ({
  search: new URLSearchParams(),
  replace: vi.fn(),
}))
vi.mock('next/navigation', () => ({
  useSearchParams: () => navigation.search,
  useRouter: () => ({ replace: navigation.replace }),
}))

beforeEach(() => {
  navigation.search = new URLSearchParams('token=reset-token-1')
  navigation.replace.mockReset()
})
afterEach(resetAuthKit)

const PASSWORD = 'Harbour&Lantern42'
const submit = () => screen.getByRole('button', { name: 'Reset Password' })

async function fill(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  if (value) {
    await user.click(input)
    await user.paste(value)
  }
}

describe('ResetPasswordScreen', () => {
  it('says what is missing or wrong under each field', async () => {
    const server = authServer()
    const { user } = renderWithToasts(<ResetPasswordScreen />)
    await user.click(submit())
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringMatching(/^Password is required/),
    )
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please confirm your password',
    )
    for (const [label, value, message] of [
      ['New password', 'Ab1&', 'Password must be at least 8 characters long'],
      ['New password', `Ab1&${'x'.repeat(125)}`, 'Password is too long'],
      [
        'New password',
        'HARBOURLANTERN42',
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
    ] as const) {
      await fill(user, label, value)
      expect(await screen.findByText(message)).toBeVisible()
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    }
    await fill(user, 'New password', PASSWORD)
    await fill(user, 'Confirm password', 'Harbour&Lantern43')
    await user.click(submit())
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    )
    expect(server.fetch).not.toHaveBeenCalled()
  })

  it("shows 'Resetting...', then says so and goes to sign in, replacing the link's page", async () => {
    const server = authServer({ '/reset-password': { status: 200, body: { status: true } } })
    const { user } = renderWithToasts(<ResetPasswordScreen />)
    await fill(user, 'New password', PASSWORD)
    await fill(user, 'Confirm password', PASSWORD)
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!)
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password')
    server.hold()
    await user.click(submit())
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
    await server.release()
    expect(await screen.findByText('Your password has been reset. Please sign in.')).toBeVisible()
    expect(navigation.replace).toHaveBeenCalledWith('/auth')
    expect(server.requests).toEqual([
      { path: '/reset-password', body: { token: 'reset-token-1', newPassword: PASSWORD } },
    ])
  })

  it("shows the server's word on a dead link, with the way to a new one", async () => {
    authServer({
      '/reset-password': { status: 400, body: { error: 'This reset link has expired.' } },
    })
    const { user } = renderWithToasts(<ResetPasswordScreen />)
    await fill(user, 'New password', PASSWORD)
    await fill(user, 'Confirm password', PASSWORD)
    await user.click(submit())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This reset link has expired.')
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      REQUEST_NEW_RESET_LINK_HREF,
    )
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it("puts the server's password message under the field", async () => {
    authServer({
      '/reset-password': {
        status: 422,
        body: {
          error: 'Please choose a different password.',
          fields: { newPassword: 'This password is too common' },
        },
      },
    })
    const { user } = renderWithToasts(<ResetPasswordScreen />)
    await fill(user, 'New password', PASSWORD)
    await fill(user, 'Confirm password', PASSWORD)
    await user.click(submit())
    expect(await screen.findByText('Please choose a different password.')).toBeVisible()
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringMatching(/^This password is too common/),
    )
  })

  it('explains a link without its token, and one better-auth marked bad', () => {
    navigation.search = new URLSearchParams()
    const { unmount } = renderWithToasts(<ResetPasswordScreen />)
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible()
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth?tab=forgot-password',
    )
    unmount()

    navigation.search = new URLSearchParams('error=INVALID_TOKEN')
    renderWithToasts(<ResetPasswordScreen />)
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  })
})
