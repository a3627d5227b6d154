import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonnerToast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { SubscribeForm } from './subscribe-form'

afterEach(() => {
  act(() => sonnerToast.dismiss())
  vi.unstubAllGlobals()
})

/** The server as the form sees it: one answer, held until the test lets it go. */
function serverAnswering(status: number, body: unknown) {
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  const fetch = vi.fn(async () => {
    await answered
    return new Response(JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, release }
}

function renderForm() {
  render(
    <>
      <SubscribeForm />
      <Toaster />
    </>,
  )
  return userEvent.setup()
}

describe('SubscribeForm', () => {
  it("says 'Invalid Email' for an address without '@' and sends nothing", async () => {
    const { fetch } = serverAnswering(202, {})
    const user = renderForm()
    await user.type(screen.getByLabelText('Email address'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows 'Subscribing...' while the server answers, then 'You're all set!'", async () => {
    const server = serverAnswering(202, { subscribed: true })
    const user = renderForm()
    await user.type(screen.getByLabelText('Email address'), 'avery@harborline.example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await waitFor(() =>
      expect(server.fetch).toHaveBeenCalledWith('/api/webinars/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'avery@harborline.example', contact_me_by_fax: '' }),
      }),
    )
    await act(async () => server.release())
    expect(await screen.findByText("You're all set!")).toBeInTheDocument()
    expect(await screen.findByText('Successfully Subscribed!')).toBeInTheDocument()
    expect(
      screen.getByText("You'll be notified when new webinars are available."),
    ).toBeInTheDocument()
  })

  it('carries a honeypot people and assistive technology never meet, and sends what a bot types', async () => {
    const server = serverAnswering(202, { subscribed: true })
    const { container } = render(<SubscribeForm />)
    const trap = container.querySelector<HTMLInputElement>('input[name="contact_me_by_fax"]')!
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap.tabIndex).toBe(-1)
    expect(trap.autocomplete).toBe('off')
    // Only the address is a field anyone can reach.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Email address')])

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email address'), 'bot@spam.example')
    trap.value = '+1 555 0100'
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() =>
      expect(server.fetch).toHaveBeenCalledWith(
        '/api/webinars/subscriptions',
        expect.objectContaining({
          body: JSON.stringify({ email: 'bot@spam.example', contact_me_by_fax: '+1 555 0100' }),
        }),
      ),
    )
    await act(async () => server.release())
  })

  it("turns the server's refusal of an address into the same 'Invalid Email' notice", async () => {
    const server = serverAnswering(422, {
      error: 'Please correct the highlighted fields.',
      fields: { email: 'Please enter a valid email address' },
    })
    const user = renderForm()
    await user.type(screen.getByLabelText('Email address'), 'a@b')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await act(async () => server.release())
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})
