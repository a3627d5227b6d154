'use client'

import Link from 'next/link'
import { useEffect, useRef, type ReactNode, type Ref } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { calendarDaysIcon } from '@/components/ui/icons/calendar-days'
import { logOutIcon } from '@/components/ui/icons/log-out'
import { toast } from '@/components/ui/toast'
import { myConsultationsLink } from '@/config/account-nav'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { authApi, type AccountUser } from './auth-api'
import { authCopy } from './auth-copy'
import { accountSignedOut, refreshAccount } from './use-account'

export type AccountMenuProps = {
  user: AccountUser
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger: the header's account button, drawn the same as before the menu loaded. */
  triggerRef: Ref<HTMLButtonElement>
  triggerClassName: string
  triggerLabel: string
  children: ReactNode
  /**
   * The menu's first opening came from the keyboard (before this code had loaded, so Radix did
   * not see the key): start on the first item, as Radix does when it opens the menu itself.
   */
  openedByKeyboard: boolean
  /** After a sign-out: the header moves focus to its sign-in button. */
  onSignedOut: () => void
}

/**
 * The signed-in visitor's menu (spec section 2: a user icon menu with 'Sign Out'): who is signed
 * in, their consultations and signing out. Loaded on first use, then it owns the button.
 */
export function AccountMenu({
  user,
  open,
  onOpenChange,
  triggerRef,
  triggerClassName,
  triggerLabel,
  children,
  openedByKeyboard,
  onSignedOut,
}: AccountMenuProps) {
  const content = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!openedByKeyboard) return
    // After Radix has focused the menu itself on mounting.
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    )
    return () => cancelAnimationFrame(frame)
  }, [openedByKeyboard])

  const signOut = async () => {
    const result = await authApi.signOut()
    if (result.ok) {
      toast.success(authCopy.toasts.signedOut)
      accountSignedOut()
      onSignedOut()
      return
    }
    toast.error(result.error)
    // A session that had already ended elsewhere: let the header show what is true now.
    refreshAccount()
  }

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger ref={triggerRef} aria-label={triggerLabel} className={triggerClassName}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={content}>
        <DropdownMenuLabel>
          <span className="block font-semibold text-foreground">{user.name}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={myConsultationsLink.href}>
            <DrawnIcon drawing={calendarDaysIcon} aria-hidden="true" />
            {myConsultationsLink.label}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <DrawnIcon drawing={logOutIcon} aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
