import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PASSWORD_REQUIRED_MESSAGE } from '@/components/console/password-required'
import { InboxQuerySchema } from '../inbox'
import { InboxExport } from './inbox-export'

// The export asks for the password again when the server says it was typed too long ago
// (decision 041): the dialog, a wrong password, the right one, and the CSV saved on the second
// try; or the dialog closed and nothing sent again. The server's answers are the shapes the
// staff endpoints send (403 with the message, 422 with the field's message).

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

const RIGHT_PASSWORD = 'Quay-Lamps&Slate-Roofs-19'
const CSV = '\uFEFF"Name","E-mail"\r\n"Priya Raman","priya@client.example"\r\n'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The console's server: the export refused until the right password was checked. */
function consoleServer() {
  let checked = false
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
    if (path === '/api/staff/password-check') {
      const { password } = JSON.parse(String(init?.body)) as { password: string }
      if (password !== RIGHT_PASSWORD) {
        return json(422, {
          error: 'Please correct the highlighted fields.',
          fields: { password: 'That password is not right.' },
        })
      }
      checked = true
      return json(200, { status: true })
    }
    if (path === '/api/staff/consultations/export') {
      if (!checked) return json(403, { error: PASSWORD_REQUIRED_MESSAGE })
      return new Response(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="consultations-2026-11-26.csv"',
        },
      })
    }
    return json(404, { error: 'Not found.' })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const exportsSent = (fetch: ReturnType<typeof consoleServer>) =>
  fetch.mock.calls.filter(([input]) => String(input) === '/api/staff/consultations/export')

describe('exporting the inbox when the password is due again', () => {
  const saved: string[] = []
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:consultations')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const query = InboxQuerySchema.parse({ q: 'priya' })

  it('asks for it, says when it is wrong, and saves the CSV once it is right', async () => {
    const fetch = consoleServer()
    const user = userEvent.setup()
    render(<InboxExport query={query} />)

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    const password = within(dialog).getByLabelText('Password')
    expect(password).toHaveFocus()

    await user.type(password, 'Quay-Lamps')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('That password is not right.')).toBeVisible()
    expect(saved).toEqual([])

    await user.clear(password)
    await user.type(password, `${RIGHT_PASSWORD}{Enter}`)
    await waitFor(() => expect(saved).toEqual(['consultations-2026-11-26.csv']))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The same filtered query, sent again after the check.
    const [first, second] = exportsSent(fetch)
    expect(second?.[1]?.body).toBe(first?.[1]?.body)
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({ q: 'priya' })
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('sends nothing more when the dialog is closed', async () => {
    const fetch = consoleServer()
    const user = userEvent.setup()
    render(<InboxExport query={query} />)

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    expect(exportsSent(fetch)).toHaveLength(1)
    expect(saved).toEqual([])
  })
})
