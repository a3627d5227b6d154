import { useSyncExternalStore } from 'react'
import type { ApiResult } from '@/lib/api-client'
import type { AccountUser } from './auth-api'
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint'

// Every page's first load carries this module (the header's account entry reads it): keep it
// small, no libraries. The calls to /api/auth load only when there is something to ask, that is
// in a browser that has signed in; everyone else never fetches them.

export type AccountState =
  | { status: 'unknown'; user?: undefined }
  | { status: 'signed-out'; user?: undefined }
  | { status: 'signed-in'; user: AccountUser }

/** Focus or a return to the tab asks the server again at most this often. */
export const ACCOUNT_REFRESH_INTERVAL_MS = 60_000

const UNKNOWN: AccountState = { status: 'unknown' }
const SIGNED_OUT: AccountState = { status: 'signed-out' }

type Dependencies = {
  session: () => Promise<ApiResult<{ user: AccountUser } | null>>
  hasHint: () => boolean
  clearHint: () => void
  now: () => number
  /** Where focus and visibility are watched (absent on the server). */
  browser?: Window
}

/**
 * Who is signed in, as one small store. Pages are static, so the answer comes from the browser:
 * without the signed-in hint cookie nobody is, and nothing is asked; with it the server is asked
 * once, then again when the visitor comes back to the tab (at most once a minute), which slides a
 * session that is in use and notices one that ended.
 */
export function createAccountStore({ session, hasHint, clearHint, now, browser }: Dependencies) {
  let state: AccountState = UNKNOWN
  const listeners = new Set<() => void>()
  let lastAsked = -Infinity
  // A sign-in or sign-out in this tab is newer than any answer still on its way.
  let generation = 0

  const set = (next: AccountState) => {
    state = next
    for (const listener of listeners) listener()
  }

  async function ask() {
    lastAsked = now()
    const asked = generation
    const result = await session()
    if (asked !== generation) return
    if (result.ok && result.data?.user) {
      set({ status: 'signed-in', user: result.data.user })
    } else if (result.ok || result.status === 401) {
      clearHint()
      set(SIGNED_OUT)
    } else if (state.status === 'unknown') {
      // The server did not answer: offer signing in, and keep the hint to ask again later.
      set(SIGNED_OUT)
    }
  }

  /** Brings the state up to date; `force` asks even if the last answer is recent. */
  function refresh(force = false) {
    if (!hasHint()) {
      // Signed out in another tab, or never signed in: the server cleared the hint (or never set it).
      if (state.status !== 'signed-out') set(SIGNED_OUT)
      return
    }
    if (force || now() - lastAsked >= ACCOUNT_REFRESH_INTERVAL_MS) void ask()
  }

  const onReturn = () => {
    if (browser?.document.visibilityState !== 'hidden') refresh()
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      if (listeners.size === 1) {
        browser?.addEventListener('focus', onReturn)
        browser?.document.addEventListener('visibilitychange', onReturn)
        refresh()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        browser?.removeEventListener('focus', onReturn)
        browser?.document.removeEventListener('visibilitychange', onReturn)
      }
    },
    refresh,
    signedIn(user: AccountUser) {
      generation += 1
      lastAsked = now()
      set({ status: 'signed-in', user })
    },
    signedOut() {
      generation += 1
      clearHint()
      set(SIGNED_OUT)
    },
  }
}

const store = createAccountStore({
  session: () => import('./auth-api').then(({ authApi }) => authApi.session()),
  hasHint: () => hasSignedInHint(),
  clearHint: clearSignedInHint,
  now: () => Date.now(),
  browser: typeof window === 'undefined' ? undefined : window,
})

const serverSnapshot = () => UNKNOWN

/** The visitor's account state: 'unknown' until the browser knows (and always on the server). */
export function useAccount(): AccountState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
}

/** After a successful sign-in (the server has set the session and the hint). */
export const accountSignedIn = store.signedIn
/** After signing out: the header offers signing in again. */
export const accountSignedOut = store.signedOut
/** Asks the server now, e.g. after a confirmation link signed the visitor in. */
export const refreshAccount = () => store.refresh(true)
