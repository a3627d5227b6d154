import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { toast as sonnerToast } from 'sonner'
import { vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'

// Component tests of the account forms: the browser's side of /api/auth, stubbed at the fetch
// boundary (better-auth behind the request guard is tested on the server's side).

export type AuthAnswer = { status: number; body?: unknown }

/**
 * Answers each account call (`/sign-in/email`, `/sign-up/email`, …) as the test says and
 * records what the browser sent. `hold()` keeps the next answers back until `release()`, so a
 * test can see the busy state.
 */
export function authServer(answers: Record<string, AuthAnswer> = {}) {
  const requests: { path: string; body: Record<string, unknown> | undefined }[] = []
  let held: Promise<void> | undefined
  let release = () => {}
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace(/^\/api\/auth/, '')
    requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (held) await held
    const answer = answers[path] ?? { status: 404, body: { error: 'Not found' } }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    requests,
    answer(path: string, next: AuthAnswer) {
      answers[path] = next
    },
    hold() {
      held = new Promise((resolve) => (release = resolve))
    },
    async release() {
      held = undefined
      await act(async () => release())
    },
  }
}

/** Renders with the site's toaster beside, as on every page. */
export function renderWithToasts(ui: ReactElement) {
  const user = userEvent.setup()
  const view = render(
    <>
      {ui}
      <Toaster />
    </>,
  )
  return { user, ...view }
}

/** Between tests: no notice left over, no stubbed fetch. */
export function resetAuthKit() {
  act(() => sonnerToast.dismiss())
  vi.unstubAllGlobals()
}

/** A user as the session and sign-in answers carry it. */
export const testUser = {
  id: 'user-1',
  name: 'Dana Whitfield',
  email: 'dana@client.example',
  emailVerified: true,
}
