// @vitest-environment jsdom
// The store watches the window's focus and the document's visibility, as in a browser.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '@/lib/api-client'
import type { AccountUser } from './auth-api'
import { clearSignedInHint, hasSignedInHint, SIGNED_IN_HINT_COOKIE } from './signed-in-hint'
import { ACCOUNT_REFRESH_INTERVAL_MS, createAccountStore } from './use-account'

const dana: AccountUser = {
  id: 'u1',
  name: 'Dana Whitfield',
  email: 'dana@client.example',
  emailVerified: true,
}

type SessionAnswer = ApiResult<{ user: AccountUser } | null>
const signedIn: SessionAnswer = { ok: true, status: 200, data: { user: dana } }
const noSession: SessionAnswer = { ok: true, status: 200, data: null }
const unreachable: SessionAnswer = {
  ok: false,
  status: 0,
  error: 'The server could not be reached.',
}

afterEach(() => {
  clearSignedInHint()
})

function setHint() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`
}

/** A store on this window whose server answers what the test says, with a clock it moves. */
function storeAnswering(...answers: SessionAnswer[]) {
  let time = 1_000_000
  const session = vi.fn(async () => answers.shift() ?? noSession)
  const store = createAccountStore({
    session,
    hasHint: () => hasSignedInHint(),
    clearHint: clearSignedInHint,
    now: () => time,
    browser: window,
  })
  const changes = vi.fn()
  return {
    store,
    session,
    changes,
    subscribe: () => store.subscribe(changes),
    advance: (ms: number) => (time += ms),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function returnToTab() {
  window.dispatchEvent(new Event('focus'))
}

describe('the account store', () => {
  it('is unknown until used, then signed out at once without the hint, asking nothing', () => {
    const { store, session, subscribe } = storeAnswering()
    expect(store.getSnapshot()).toEqual({ status: 'unknown' })
    subscribe()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
    expect(session).not.toHaveBeenCalled()
  })

  it('asks the server once when the hint is there, and is signed in with its user', async () => {
    setHint()
    const { store, session, subscribe, changes } = storeAnswering(signedIn)
    subscribe()
    expect(store.getSnapshot().status).toBe('unknown')
    await settle()
    expect(session).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: dana })
    expect(changes).toHaveBeenCalled()
  })

  it('clears a stale hint when the server has no session, and is signed out', async () => {
    setHint()
    const { store, subscribe } = storeAnswering(noSession)
    subscribe()
    await settle()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
    expect(hasSignedInHint()).toBe(false)
  })

  it('offers signing in when the server cannot be reached, keeping the hint to ask again', async () => {
    setHint()
    const { store, session, subscribe, advance } = storeAnswering(unreachable, signedIn)
    subscribe()
    await settle()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
    expect(hasSignedInHint()).toBe(true)
    advance(ACCOUNT_REFRESH_INTERVAL_MS)
    returnToTab()
    await settle()
    expect(session).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: dana })
  })

  it('asks again on a return to the tab, at most once a minute, and notices an ended session', async () => {
    setHint()
    const { store, session, subscribe, advance } = storeAnswering(signedIn, signedIn, noSession)
    subscribe()
    await settle()
    expect(session).toHaveBeenCalledTimes(1)

    advance(ACCOUNT_REFRESH_INTERVAL_MS - 1)
    returnToTab()
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(session).toHaveBeenCalledTimes(1)

    advance(1)
    returnToTab()
    // Focus and visibility often arrive together: one request.
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(session).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().status).toBe('signed-in')

    advance(ACCOUNT_REFRESH_INTERVAL_MS)
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(session).toHaveBeenCalledTimes(3)
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
  })

  it('is signed out on return without asking once another tab signed out (the hint is gone)', async () => {
    setHint()
    const { store, session, subscribe } = storeAnswering(signedIn)
    subscribe()
    await settle()
    expect(store.getSnapshot().status).toBe('signed-in')
    clearSignedInHint()
    returnToTab()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
    expect(session).toHaveBeenCalledTimes(1)
  })

  it('takes a sign-in and a sign-out from the forms, over an answer still on its way', async () => {
    setHint()
    const { store, subscribe } = storeAnswering(noSession)
    subscribe()
    // The form's sign-in lands before the page's first question is answered.
    store.signedIn(dana)
    await settle()
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: dana })

    store.signedOut()
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' })
    expect(hasSignedInHint()).toBe(false)
  })

  it('stops watching the window when nobody listens', async () => {
    setHint()
    const { session, subscribe, advance } = storeAnswering(signedIn, signedIn)
    const unsubscribe = subscribe()
    await settle()
    unsubscribe()
    advance(ACCOUNT_REFRESH_INTERVAL_MS)
    returnToTab()
    await settle()
    expect(session).toHaveBeenCalledTimes(1)
  })
})
