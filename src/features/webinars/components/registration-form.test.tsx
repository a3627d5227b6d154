import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegistrationForm } from './registration-form'

afterEach(() => {
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

describe('RegistrationForm', () => {
  it('leaves focus where the visitor is, sends the fields with the honeypot, then says what comes next', async () => {
    const server = serverAnswering(201, { registered: true })
    const user = userEvent.setup()
    render(<RegistrationForm webinar="data-products-that-last" />)
    // A page of its own: the form does not take focus on arrival.
    expect(screen.getByLabelText('Name')).not.toHaveFocus()
    await user.tab()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    await user.keyboard('Priya Nair')
    await user.tab()
    await user.keyboard('priya@harbourline.example')
    await user.tab()
    await user.keyboard('Harbourline{Enter}')
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled()
    await waitFor(() =>
      expect(server.fetch).toHaveBeenCalledWith('/api/webinars/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          webinar: 'data-products-that-last',
          name: 'Priya Nair',
          email: 'priya@harbourline.example',
          company: 'Harbourline',
          contact_me_by_fax: '',
        }),
      }),
    )
    await act(async () => server.release())
    expect(await screen.findByRole('status')).toHaveTextContent("You're registered!")
    await waitFor(() => expect(screen.getByText("You're registered!")).toHaveFocus())
  })

  it('shows the server’s messages by their fields and takes focus to the first', async () => {
    const server = serverAnswering(422, {
      error: 'Please correct the highlighted fields.',
      fields: { email: 'Please enter a valid email address' },
    })
    const user = userEvent.setup()
    render(<RegistrationForm webinar="data-products-that-last" />)
    await user.keyboard('Priya Nair')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await act(async () => server.release())
    const email = screen.getByLabelText('Email address')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await waitFor(() => expect(email).toHaveFocus())
  })

  it('says so when the session filled up meanwhile', async () => {
    const server = serverAnswering(409, {
      error: 'This session is full. Subscribe below and we will tell you about the next one.',
    })
    const user = userEvent.setup()
    render(<RegistrationForm webinar="data-products-that-last" />)
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await act(async () => server.release())
    expect(await screen.findByRole('alert')).toHaveTextContent('This session is full.')
  })
})
