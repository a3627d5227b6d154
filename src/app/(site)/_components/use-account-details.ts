'use client'

import type { AccountUser } from '@/features/auth/auth-api'
import { useAccount } from '@/features/auth/use-account'

/** The signed-in account as the browser knows it: what features/auth's useAccount() answers. */
export type BrowserAccount = {
  status: 'unknown' | 'signed-out' | 'signed-in'
  user?: AccountUser
}

/**
 * The name and e-mail a booking form may fill in for the visitor: a signed-in account's, else
 * none. Composed here, in src/app, because features/booking does not import features/auth.
 */
export function useAccountDetails(): { defaultName?: string; defaultEmail?: string } {
  return accountDetails(useAccount())
}

export function accountDetails(account: BrowserAccount): {
  defaultName?: string
  defaultEmail?: string
} {
  if (account.status !== 'signed-in' || !account.user) return {}
  return { defaultName: account.user.name, defaultEmail: account.user.email }
}
