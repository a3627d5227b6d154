import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '@/config/site'
import { cannedReplyFor } from './canned-replies'
import type { BookingFormProps } from './booking-slot'
import { ChatLauncher } from './chat-launcher'
import { ChatPanel } from './chat-panel'
import { exampleGroups, greetings } from './conversation-starters'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The assistant's server: answers each request with the given reply, and records it. */
function serverReplying(reply: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function FakeBookingForm({ onBooked }: BookingFormProps) {
  return (
    <button
      type="button"
      onClick={() =>
        onBooked({
          date: '2026-12-01',
          time: '10:00',
          timeZone: 'ET',
          email: 'ann@client.example',
          when: 'Tuesday, December 1, 2026 at 10:00 AM ET',
        })
      }
    >
      Book the slot
    </button>
  )
}

function renderPanel(props: Partial<Parameters<typeof ChatPanel>[0]> = {}) {
  render(<ChatPanel open onClose={() => {}} {...props} />)
  return userEvent.setup()
}

const log = () => screen.getByRole('log', { name: 'Conversation' })

describe('ChatPanel', () => {
  it('opens as a labelled dialog with one greeting, three examples and the field focused', () => {
    serverReplying(() => json({}))
    renderPanel()
    expect(screen.getByRole('dialog', { name: `${site.name} Assistant` })).toBeVisible()
    expect(greetings).toContain(log().textContent?.replace('Assistant: ', ''))
    const examples = within(screen.getByRole('list', { name: 'Example questions' })).getAllByRole(
      'button',
    )
    expect(examples).toHaveLength(3)
    examples.forEach((example, group) =>
      expect(exampleGroups[group] as readonly string[]).toContain(example.textContent),
    )
    expect(screen.getByLabelText('Your message')).toHaveFocus()
  })

  it('sends the trimmed text with the history minus the greeting, and shows the reply with its links', async () => {
    const fetch = serverReplying(() =>
      json({
        success: true,
        response: 'We modernise cores.\n\nMore on [Banking](/industries/financial-services).',
        sources: [],
      }),
    )
    const user = renderPanel()
    await user.type(screen.getByLabelText('Your message'), '   What about banks?   {Enter}')
    expect(await within(log()).findByRole('link', { name: 'Banking' })).toHaveAttribute(
      'href',
      '/industries/financial-services',
    )
    expect(within(log()).getByText('What about banks?')).toBeInTheDocument()
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as unknown
    expect(body).toEqual({ message: 'What about banks?', conversationHistory: [] })

    await user.type(screen.getByLabelText('Your message'), 'And retail?{Enter}')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      message: 'And retail?',
      conversationHistory: [
        { role: 'user', content: 'What about banks?' },
        {
          role: 'system',
          content: 'We modernise cores.\n\nMore on [Banking](/industries/financial-services).',
        },
      ],
    })
    expect(screen.queryByRole('list', { name: 'Example questions' })).not.toBeInTheDocument()
  })

  it('shows a reply’s links that leave the site as plain text, and links its own pages', async () => {
    const reply =
      'See [one](/\\evil.example), [two](https://evil.example), [three](/%5Cevil.example), ' +
      '[four](//evil.example) and [our contact page](/contact).'
    serverReplying(() => json({ success: true, response: reply, sources: [] }))
    const user = renderPanel()
    await user.type(screen.getByLabelText('Your message'), 'Where can I read more?{Enter}')
    const contact = await within(log()).findByRole('link', { name: 'our contact page' })
    expect(contact).toHaveAttribute('href', '/contact')
    expect(within(log()).getAllByRole('link')).toEqual([contact])
    expect(log()).toHaveTextContent('See [one](/\\evil.example), [two](https://evil.example),')
  })

  it('shows Thinking... and disables the field while a reply is pending, and ignores empty text', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = serverReplying(() => new Promise<Response>((resolve) => (answer = resolve)))
    const user = renderPanel()
    await user.type(screen.getByLabelText('Your message'), '   {Enter}')
    expect(fetch).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Your message'), 'Pricing?{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...')
    expect(screen.getByLabelText('Your message')).toBeDisabled()
    expect(screen.getByLabelText('Your message')).toHaveAttribute('placeholder', 'Thinking...')
    await act(async () => answer(json({ success: true, response: 'Free first call.' })))
    expect(await within(log()).findByText('Free first call.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your message')).toBeEnabled()
  })

  it('shows a streamed reply as its words arrive, then whole', async () => {
    let push: (line: string) => void = () => {}
    let finish: () => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder()
        push = (line) => controller.enqueue(encoder.encode(line))
        finish = () => controller.close()
      },
    })
    const fetch = serverReplying(
      () =>
        new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
    )
    const user = renderPanel()
    await user.type(screen.getByLabelText('Your message'), 'Cloud?{Enter}')
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('accept')).toBe(
      'application/x-ndjson',
    )
    await act(async () =>
      push(
        '{"sources":[{"title":"Cloud","path":"/expertise/cloud"}]}\n{"delta":"We move "}\n{"del',
      ),
    )
    expect(await within(log()).findByText('We move')).toBeInTheDocument()
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Your message')).toBeDisabled()
    await act(async () => {
      push('ta":"workloads in [waves](/expertise/cloud)."}\n{"done":true,"fallback":false}\n')
      finish()
    })
    expect(await within(log()).findByRole('link', { name: 'waves' })).toHaveAttribute(
      'href',
      '/expertise/cloud',
    )
    expect(log().textContent).toContain('We move workloads in waves.')
    await waitFor(() => expect(screen.getByLabelText('Your message')).toBeEnabled())
  })

  it.each([
    ['an error status', () => json({ error: 'down' }, 503)],
    ['an unsuccessful reply', () => json({ success: false })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('answers with the canned reply on %s', async (_case, reply) => {
    serverReplying(reply)
    const user = renderPanel()
    await user.type(screen.getByLabelText('Your message'), 'What is your pricing?{Enter}')
    const pricing = cannedReplyFor('pricing')
    expect(await within(log()).findByText(/We do not publish prices/)).toBeInTheDocument()
    expect(log().textContent).toContain(pricing.slice(0, 40))
  })

  it('answers a scheduling message itself after 800 ms, offers to book here, and confirms the booking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = serverReplying(() => json({}))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<ChatPanel open onClose={() => {}} bookingForm={FakeBookingForm} />)
    await user.type(screen.getByLabelText('Your message'), 'Can I book a call?{Enter}')
    act(() => vi.advanceTimersByTime(700))
    expect(within(log()).queryByText(/contact page/)).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(150))
    expect(within(log()).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(log().textContent).toContain(site.email)
    expect(fetch).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Book a consultation here' }))
    await user.click(screen.getByRole('button', { name: 'Book the slot' }))
    expect(log().textContent).toContain(
      "You're booked for Tuesday, December 1, 2026 at 10:00 AM ET. A confirmation is on its way to ann@client.example.",
    )
    expect(
      screen.queryByRole('button', { name: 'Book a consultation here' }),
    ).not.toBeInTheDocument()
  })

  it('closes with Escape', async () => {
    serverReplying(() => json({}))
    const onClose = vi.fn()
    render(<ChatPanel open onClose={onClose} />)
    await userEvent.setup().keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})

describe('ChatLauncher', () => {
  it('opens the panel, hides itself while open, and every 10 minutes closes and empties the chat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serverReplying(() => json({ success: true, response: 'Answer one.' }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<ChatLauncher />)
    await user.click(screen.getByRole('button', { name: `Chat with the ${site.name} Assistant` }))
    const dialog = await screen.findByRole('dialog', { name: `${site.name} Assistant` })
    expect(screen.queryByRole('button', { name: /^Chat/ })).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Your message'), 'Services?{Enter}')
    expect(await within(dialog).findByText('Answer one.')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(600_000))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Chat with the ${site.name} Assistant` }))
    const fresh = await screen.findByRole('dialog', { name: `${site.name} Assistant` })
    expect(within(fresh).queryByText('Answer one.')).not.toBeInTheDocument()
    expect(within(fresh).getByRole('list', { name: 'Example questions' })).toBeInTheDocument()
  })
})
