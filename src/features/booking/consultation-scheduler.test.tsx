import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingCalendar } from './booking-types'
import { ConsultationScheduler } from './consultation-scheduler'
import { addDays, todayIn } from './slots'
import { isTimeZoneCode } from './time-zones'

/** Tuesday, December 1, 2026, 7:00 AM in New York. */
const NOW = new Date('2026-12-01T12:00:00Z')

type Details = { defaultName?: string; defaultEmail?: string }

/** The calendar the scheduler asks for on opening; these tests are about the details only. */
function calendarServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      const zone = url.searchParams.get('timeZone')
      if (url.pathname !== '/api/consultations/calendar' || !isTimeZoneCode(zone)) {
        return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
      }
      const today = todayIn(zone, NOW)
      const body: BookingCalendar = {
        timeZone: zone,
        today,
        lastDate: addDays(today, 59),
        days: [{ date: today, available: true }],
      }
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    }),
  )
}

function renderScheduler(details: Details) {
  const scheduler = (next: Details) => <ConsultationScheduler onPassExpired={vi.fn()} {...next} />
  const view = render(scheduler(details))
  return {
    user: userEvent.setup(),
    /** The account becomes known (or changes) while the scheduler is open. */
    accountIs: (next: Details) => view.rerender(scheduler(next)),
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  calendarServer()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ConsultationScheduler for a signed-in visitor', () => {
  it('has the name and e-mail filled in, and both stay editable', async () => {
    const { user } = renderScheduler({
      defaultName: 'Dana Whitfield',
      defaultEmail: 'dana@client.example',
    })
    const name = screen.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveValue('Dana Whitfield'))
    expect(screen.getByLabelText('E-mail')).toHaveValue('dana@client.example')

    await user.clear(name)
    await user.type(name, 'Sam Okafor')
    expect(name).toHaveValue('Sam Okafor')
    await user.type(screen.getByLabelText('E-mail'), '.org')
    expect(screen.getByLabelText('E-mail')).toHaveValue('dana@client.example.org')
  })

  it('fills only what is still empty, once, when the account is known after it opened', async () => {
    const { user, accountIs } = renderScheduler({})
    const name = screen.getByLabelText('Name')
    const email = screen.getByLabelText('E-mail')
    await user.type(email, 'sam@client.example')

    accountIs({ defaultName: 'Dana Whitfield', defaultEmail: 'dana@client.example' })
    await waitFor(() => expect(name).toHaveValue('Dana Whitfield'))
    expect(email).toHaveValue('sam@client.example')

    await user.clear(name)
    accountIs({ defaultName: 'Dana W. Whitfield', defaultEmail: 'dana@client.example' })
    await user.click(email)
    expect(name).toHaveValue('')
    expect(email).toHaveValue('sam@client.example')
  })

  it('fills in nothing for a visitor who is not signed in', async () => {
    renderScheduler({})
    expect(await screen.findByRole('grid')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('E-mail')).toHaveValue('')
  })
})
