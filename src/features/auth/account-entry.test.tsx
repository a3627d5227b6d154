import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { authServer, renderWithToasts, resetAuthKit, testUser } from '#test-support/auth-form-kit'
import {
  ACCOUNT_MENU_LABEL,
  AccountEntry,
  accountLinkNotices,
  SIGN_IN_LABEL,
} from './account-entry'
import { SIGNED_IN_HINT_COOKIE } from './signed-in-hint'
import { accountSignedIn, accountSignedOut } from './use-account'

beforeEach(() => {
  act(() => accountSignedOut())
  window.history.replaceState(null, '', '/about')
})
afterEach(resetAuthKit)

const signInButton = () => screen.getByRole('button', { name: SIGN_IN_LABEL })
const accountButton = () => screen.getByRole('button', { name: ACCOUNT_MENU_LABEL })

describe('AccountEntry', () => {
  it("offers 'Sign in', which opens the sign-in dialog and gets focus back when it closes", async () => {
    authServer()
    const { user } = renderWithToasts(<AccountEntry />)
    const button = signInButton()
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeVisible()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(signInButton()).toHaveFocus()
  })

  it('keeps one size: the signed-in button is drawn like the sign-in button', () => {
    authServer()
    renderWithToasts(<AccountEntry />)
    const signedOutLook = signInButton().className
    act(() => accountSignedIn(testUser))
    expect(accountButton().className).toBe(signedOutLook)
    expect(accountButton()).toHaveAttribute('aria-haspopup', 'menu')
  })

  it('shows the signed-in menu: who, My consultations, and Sign Out back to signing in', async () => {
    const server = authServer({ '/sign-out': { status: 200, body: { success: true } } })
    const { user } = renderWithToasts(<AccountEntry />)
    act(() => accountSignedIn(testUser))
    await user.click(accountButton())

    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText(testUser.name)).toBeVisible()
    expect(within(menu).getByText(testUser.email)).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: 'My consultations' })).toHaveAttribute(
      'href',
      '/account/consultations',
    )
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }))

    expect(await screen.findByText('Successfully signed out!')).toBeVisible()
    expect(server.requests.map((request) => request.path)).toEqual(['/sign-out'])
    expect(signInButton()).toHaveFocus()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('opened from the keyboard, starts on the first item; Escape returns to the button', async () => {
    authServer()
    const { user } = renderWithToasts(<AccountEntry />)
    act(() => accountSignedIn(testUser))
    accountButton().focus()
    await user.keyboard('{Enter}')
    const first = await screen.findByRole('menuitem', { name: 'My consultations' })
    await waitFor(() => expect(first).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(accountButton()).toHaveFocus()
  })

  it('says so when signing out fails, and stays signed in while the session holds', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`
    authServer({
      '/sign-out': { status: 503, body: { error: 'The service is unavailable. Try again.' } },
      '/get-session': { status: 200, body: { user: testUser } },
    })
    const { user } = renderWithToasts(<AccountEntry />)
    act(() => accountSignedIn(testUser))
    await user.click(accountButton())
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }))
    expect(await screen.findByText('The service is unavailable. Try again.')).toBeVisible()
    await waitFor(() => expect(accountButton()).toBeInTheDocument())
  })

  it('tells a visitor back from the confirmation link that they are in, once', async () => {
    window.history.replaceState(null, '', '/?account=verified&utm=mail#top')
    authServer()
    renderWithToasts(<AccountEntry />)
    expect(await screen.findByText(accountLinkNotices.verified)).toBeVisible()
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?utm=mail#top',
    )
  })

  it.each(['/?account=verify-failed', '/?account=verified&error=TOKEN_EXPIRED'])(
    'explains a confirmation link that did not work (%s)',
    async (address) => {
      window.history.replaceState(null, '', address)
      authServer()
      renderWithToasts(<AccountEntry />)
      expect(await screen.findByText(accountLinkNotices.verifyFailed)).toBeVisible()
      expect(window.location.search).toBe('')
    },
  )
})
