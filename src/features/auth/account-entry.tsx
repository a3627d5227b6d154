'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { logInIcon } from '@/components/ui/icons/log-in'
import { userRoundIcon } from '@/components/ui/icons/user-round'
import { toast } from '@/components/ui/toast'
import { useAccount } from './use-account'

// This file is in every page's first load (budget: 3 KB gzip with the account store). The dialog
// with its forms (react-hook-form, zod) and the menu (Radix) load on first use; pointing at or
// focusing the button starts the download a moment early.
const loadDialog = () => import('./auth-dialog')
const AuthDialog = dynamic(() => loadDialog().then((module) => module.AuthDialog), { ssr: false })
const loadMenu = () => import('./account-menu')

/** One size in every state, so nothing in the header moves when the visitor signs in or out. */
const buttonClassName =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white/90 transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 lg:size-9 lg:border lg:border-white/20'
const iconClassName = 'size-5 lg:size-4'

const AccountMenu = dynamic(() => loadMenu().then((module) => module.AccountMenu), {
  ssr: false,
  // Holds the button's place while the menu's code arrives on a first press.
  loading: () => (
    <span aria-hidden="true" className={buttonClassName}>
      <DrawnIcon drawing={userRoundIcon} className={iconClassName} />
    </span>
  ),
})

export const SIGN_IN_LABEL = 'Sign in'
export const ACCOUNT_MENU_LABEL = 'Account menu'

/** Where the e-mailed confirmation link ends (`/?account=verified`), told once and then removed. */
export const accountLinkNotices = {
  verified: "Your email address is confirmed. You're signed in.",
  verifyFailed:
    'This confirmation link has expired or was already used. Sign in to get a new one sent to you.',
} as const

/**
 * Says how a followed confirmation link went and takes the outcome out of the address, so a
 * reload or a shared link does not say it again. better-auth adds `error` to the callback when
 * the token is bad or expired; the server may also send `account=verify-failed` itself.
 */
function announceConfirmationLink() {
  const url = new URL(window.location.href)
  const outcome = url.searchParams.get('account')
  if (outcome !== 'verified' && outcome !== 'verify-failed') return
  const failed = outcome === 'verify-failed' || url.searchParams.has('error')
  url.searchParams.delete('account')
  url.searchParams.delete('error')
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  if (failed) toast.error(accountLinkNotices.verifyFailed)
  else toast.success(accountLinkNotices.verified)
}

/**
 * The header's account control: 'Sign in' opens the sign-in dialog; once signed in, a user
 * button opens the account menu. Until the browser knows (the first paint of every page, and a
 * moment longer while a signed-in browser asks the server) it offers signing in.
 */
export function AccountEntry() {
  const account = useAccount()
  const button = useRef<HTMLButtonElement>(null)
  const [dialog, setDialog] = useState({ used: false, open: false, opening: 0 })
  const [menu, setMenu] = useState({ used: false, open: false, byKeyboard: false })
  // Signing out removes the menu's button; focus goes on to the sign-in button that replaces it.
  const focusSignIn = useRef(false)

  useEffect(announceConfirmationLink, [])

  useEffect(() => {
    if (account.status !== 'signed-out' || !focusSignIn.current) return
    focusSignIn.current = false
    button.current?.focus()
  }, [account.status])

  const openDialog = () =>
    // A new opening starts afresh in sign-in mode.
    setDialog((current) => ({ used: true, open: true, opening: current.opening + 1 }))
  const setDialogOpen = (open: boolean) => setDialog((current) => ({ ...current, open }))
  const setMenuOpen = (open: boolean) =>
    setMenu((current) => ({ ...current, open, byKeyboard: open && current.byKeyboard }))

  let control
  if (account.status === 'signed-in' && menu.used) {
    control = (
      <AccountMenu
        user={account.user}
        open={menu.open}
        onOpenChange={setMenuOpen}
        triggerRef={button}
        triggerClassName={buttonClassName}
        triggerLabel={ACCOUNT_MENU_LABEL}
        openedByKeyboard={menu.byKeyboard}
        onSignedOut={() => {
          focusSignIn.current = true
        }}
      >
        <DrawnIcon drawing={userRoundIcon} aria-hidden="true" className={iconClassName} />
      </AccountMenu>
    )
  } else if (account.status === 'signed-in') {
    control = (
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={ACCOUNT_MENU_LABEL}
        className={buttonClassName}
        // detail 0: pressed with Enter or Space rather than clicked.
        onClick={(event) => setMenu({ used: true, open: true, byKeyboard: event.detail === 0 })}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      >
        <DrawnIcon drawing={userRoundIcon} aria-hidden="true" className={iconClassName} />
      </button>
    )
  } else {
    control = (
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        aria-label={SIGN_IN_LABEL}
        className={buttonClassName}
        onClick={openDialog}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <DrawnIcon drawing={logInIcon} aria-hidden="true" className={iconClassName} />
      </button>
    )
  }

  return (
    <>
      {control}
      {dialog.used ? (
        <AuthDialog
          key={dialog.opening}
          open={dialog.open}
          onOpenChange={setDialogOpen}
          returnFocusTo={button}
        />
      ) : null}
    </>
  )
}
