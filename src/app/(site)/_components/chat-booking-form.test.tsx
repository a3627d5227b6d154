import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonnerToast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { site } from '@/config/site'
import { PASS_REQUIRED_MESSAGE } from '@/features/booking/booking-api'
import type {
  BookingCalendar,
  BookingView,
  CalendarDay,
  DaySlots,
} from '@/features/booking/booking-types'
import {
  CONSULTATION_MINUTES,
  SLOT_TIMES,
  addDays,
  isWeekend,
  slotLabel,
  slotStart,
  todayIn,
} from '@/features/booking/slots'
import { TIME_ZONES, isTimeZoneCode, type TimeZoneCode } from '@/features/booking/time-zones'
import type { ChatBooking } from '@/features/chat/booking-slot'
import { ChatBookingForm } from './chat-booking-form'
import type { ConsultationSetup } from './use-booking-journey'

/** Tuesday, December 1, 2026, 7:00 AM in New York: every Eastern slot of the day is still ahead. */
const NOW = new Date('2026-12-01T12:00:00Z')

const BLANK = 'Please fill out this section before submitting.'
const BAD_EMAIL = 'Please enter a valid email address.'
const SLOT_TAKEN = 'Sorry, someone has just booked this time. Please choose another time.'

const VISITOR = {
  name: 'Avery Chen',
  email: 'avery@harborline.example',
  questions: 'We want to move our claims analytics to the cloud. Where do we start?',
}

type Answer = { status: number; body: unknown }

function json({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * The consultation API as its route handlers answer it (setup, calendar, slots, booking, human
 * check), kept in memory: one booking per instant, weekends closed. The only thing stubbed is the
 * network; answers for `POST /api/consultations` can be queued to play a server that refuses.
 */
function consultationServer(setup: Partial<ConsultationSetup> = {}) {
  const taken = new Set<string>()
  const queued: Answer[] = []
  let held: Promise<void> | undefined
  const bookings: Record<string, string>[] = []

  const calendar = (zone: TimeZoneCode): BookingCalendar => {
    const today = todayIn(zone, NOW)
    const days: CalendarDay[] = []
    for (let offset = 0; offset < 60; offset++) {
      const date = addDays(today, offset)
      days.push(
        isWeekend(date)
          ? {
              date,
              available: false,
              reason: 'weekend',
              message: 'Consultations run Monday to Friday. Please select a weekday',
            }
          : { date, available: true },
      )
    }
    return { timeZone: zone, today, lastDate: addDays(today, 59), days }
  }

  const slots = (date: string, zone: TimeZoneCode): DaySlots => ({
    date,
    timeZone: zone,
    slots: SLOT_TIMES.map((time) => {
      const startsAt = slotStart(date, time, zone)
      return {
        time,
        label: slotLabel(time),
        startsAt: startsAt.toISOString(),
        available: startsAt > NOW && !taken.has(startsAt.toISOString()),
      }
    }),
  })

  const book = (request: Record<string, string>): Answer => {
    const { date = '', time = '', timeZone = '' } = request
    if (!isTimeZoneCode(timeZone)) throw new Error(`the form sent the zone ${timeZone}`)
    const startsAt = slotStart(date, time, timeZone)
    if (taken.has(startsAt.toISOString())) {
      return { status: 409, body: { error: SLOT_TAKEN, fields: { time: SLOT_TAKEN } } }
    }
    taken.add(startsAt.toISOString())
    const booking: BookingView = {
      id: '5d0c7a2e-5c1f-4c59-9a59-7d1c1b8e2f10',
      name: request.name ?? '',
      email: request.email ?? '',
      status: 'confirmed',
      sequence: 0,
      date,
      time,
      timeLabel: slotLabel(time),
      timeZone,
      timeZoneLabel: TIME_ZONES[timeZone].label,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000).toISOString(),
      calendar: {
        uid: '5d0c7a2e-5c1f-4c59-9a59-7d1c1b8e2f10@northbridge.example',
        title: 'Consultation with Northbridge Digital',
        description: request.questions ?? '',
        location: 'Video call (link to follow)',
      },
    }
    return { status: 201, body: { booking } }
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const zone = url.searchParams.get('timeZone')
    const route = `${method} ${url.pathname}`
    if (route === 'GET /api/consultations/setup') {
      return json({
        status: 200,
        body: {
          verification: { kind: 'altcha' },
          verified: true,
          scheduler: { kind: 'built-in' },
          ...setup,
        } satisfies ConsultationSetup,
      })
    }
    if (route === 'GET /api/consultations/calendar' && isTimeZoneCode(zone)) {
      return json({ status: 200, body: calendar(zone) })
    }
    if (route === 'GET /api/consultations/slots' && isTimeZoneCode(zone)) {
      return json({ status: 200, body: slots(url.searchParams.get('date') ?? '', zone) })
    }
    if (route === 'POST /api/consultations') {
      const request = JSON.parse(String(init?.body)) as Record<string, string>
      bookings.push(request)
      await held
      return json(queued.shift() ?? book(request))
    }
    if (route === 'POST /api/verification') {
      return json({ status: 200, body: { verified: true } })
    }
    return json({ status: 404, body: { error: 'Not found' } })
  })
  vi.stubGlobal('fetch', fetch)

  return {
    fetch,
    /** What the form sent to `POST /api/consultations`, in order. */
    bookings,
    /** The next booking gets this answer instead of being booked. */
    answerNextBooking: (answer: Answer) => queued.push(answer),
    /** Another visitor books the slot first. */
    bookedBySomeoneElse: (date: string, time: string, zone: TimeZoneCode) =>
      taken.add(slotStart(date, time, zone).toISOString()),
    /** Booking answers wait until the returned function is called. */
    hold: () => {
      let release: () => void = () => {}
      held = new Promise<void>((resolve) => (release = resolve))
      return () => release()
    },
    slotRequests: () =>
      fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/consultations/slots'))
        .length,
  }
}

function renderForm() {
  const onBooked = vi.fn<(booking: ChatBooking) => void>()
  const onCancel = vi.fn<() => void>()
  render(
    <>
      <ChatBookingForm onBooked={onBooked} onCancel={onCancel} />
      <Toaster />
    </>,
  )
  return { user: userEvent.setup(), onBooked, onCancel }
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () =>
  screen.getByRole('button', { name: /^(Schedule Consultation|Scheduling\.\.\.)$/ })

type User = ReturnType<typeof userEvent.setup>

async function fillInDetails(user: User, visitor: Partial<typeof VISITOR> = VISITOR) {
  if (visitor.name) await user.type(await screen.findByLabelText('Name'), visitor.name)
  if (visitor.email) await user.type(field('E-mail'), visitor.email)
  if (visitor.questions)
    await user.type(field('What would you like to discuss?'), visitor.questions)
}

/** Eastern Time, Tuesday, December 1, 2026 (today), 10:00 AM. */
async function chooseSlot(user: User, time = '10:00 AM') {
  await user.selectOptions(field('Time zone'), 'ET')
  await user.click(await screen.findByRole('button', { name: /^Tuesday, December 1, 2026/ }))
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${time}`) }))
}

function expectBlankMessage(input: HTMLElement, message = BLANK) {
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(input).toHaveClass('border-destructive')
  expect(input).toHaveAccessibleDescription(message)
}

beforeEach(() => {
  // Only the clock is fixed: timers run for real, so the widgets and the toast library load.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  act(() => sonnerToast.dismiss())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ChatBookingForm', () => {
  it("says 'Please fill out this section before submitting.' for a field left blank, with a red border", async () => {
    consultationServer()
    const { user } = renderForm()
    const name = await screen.findByLabelText('Name')
    await user.click(name)
    await user.type(field('E-mail'), '   ')
    await user.click(field('What would you like to discuss?'))
    await user.tab()

    expectBlankMessage(name)
    expectBlankMessage(field('E-mail'))
    expectBlankMessage(field('What would you like to discuss?'))
    expect(screen.getAllByText(BLANK)).toHaveLength(3)

    await user.type(name, VISITOR.name)
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveClass('border-destructive')
    expect(screen.getAllByText(BLANK)).toHaveLength(2)
  })

  it("says 'Please enter a valid email address.' for an address that is not one, and sends nothing", async () => {
    const server = consultationServer()
    const { user } = renderForm()
    await fillInDetails(user, { ...VISITOR, email: 'avery chen@harborline' })
    await chooseSlot(user)
    expectBlankMessage(field('E-mail'), BAD_EMAIL)

    await user.click(submit())
    expect(server.bookings).toHaveLength(0)
    expect(field('E-mail')).toHaveFocus()

    await user.clear(field('E-mail'))
    await user.type(field('E-mail'), VISITOR.email)
    expect(screen.queryByText(BAD_EMAIL)).not.toBeInTheDocument()
  })

  it('keeps Schedule Consultation disabled until every field is filled in', async () => {
    consultationServer()
    const { user } = renderForm()
    await screen.findByLabelText('Name')
    expect(submit()).toBeDisabled()

    await fillInDetails(user)
    expect(submit()).toBeDisabled()
    await user.selectOptions(field('Time zone'), 'ET')
    await user.click(await screen.findByRole('button', { name: /^Tuesday, December 1, 2026/ }))
    expect(submit()).toBeDisabled()
    await user.click(await screen.findByRole('radio', { name: /^10:00 AM/ }))
    expect(submit()).toBeEnabled()

    // Only spaces count as blank.
    await user.clear(field('Name'))
    await user.type(field('Name'), '  ')
    expect(submit()).toBeDisabled()
  })

  it("books through the API, shows 'Scheduling...', then 'Consultation Scheduled!', clears the form and reports the booking", async () => {
    const server = consultationServer()
    const { user, onBooked } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    const release = server.hold()
    await user.click(submit())

    expect(submit()).toHaveTextContent('Scheduling...')
    expect(submit()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(server.bookings).toEqual([
      {
        ...VISITOR,
        date: '2026-12-01',
        time: '10:00',
        timeZone: 'ET',
        channel: 'chat',
        contact_me_by_fax: '',
      },
    ])

    await act(async () => release())
    expect(await screen.findByText('Consultation Scheduled!')).toBeInTheDocument()
    expect(
      screen.getByText(
        "Thank you for scheduling time with our experts. You'll receive a confirmation email shortly with calendar details.",
      ),
    ).toBeInTheDocument()
    expect(onBooked).toHaveBeenCalledExactlyOnceWith({
      date: '2026-12-01',
      time: '10:00',
      timeZone: 'ET',
      email: VISITOR.email,
      when: 'Tuesday, December 1, 2026 at 10:00 AM ET',
    })
    expect(field('Name')).toHaveValue('')
    expect(field('E-mail')).toHaveValue('')
    expect(field('What would you like to discuss?')).toHaveValue('')
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument()
    expect(submit()).toHaveTextContent('Schedule Consultation')
    expect(submit()).toBeDisabled()
  })

  it('sends a honeypot people and assistive technology never meet, filled in as a bot fills it', async () => {
    const server = consultationServer()
    const { user } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    const trap = document.querySelector<HTMLInputElement>('input[name="contact_me_by_fax"]')!
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap.tabIndex).toBe(-1)
    expect(screen.queryByRole('textbox', { name: /fax/i })).toBeNull()
    await user.type(trap, '555-0100')
    await user.click(submit())
    await waitFor(() => expect(server.bookings).toHaveLength(1))
    expect(server.bookings[0]).toMatchObject({ contact_me_by_fax: '555-0100' })
  })

  it("shows the server's field messages on the fields and keeps what was typed", async () => {
    const server = consultationServer()
    const passed = 'This time has already passed. Please select a later time'
    server.answerNextBooking({
      status: 422,
      body: { error: 'Please correct the highlighted fields.', fields: { time: passed } },
    })
    const { user, onBooked } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    const slotLoads = server.slotRequests()
    await user.click(submit())

    const time = await screen.findByRole('group', { name: 'Time' })
    expect(await within(time).findByText(passed)).toBeInTheDocument()
    expect(time).toHaveAccessibleDescription(passed)
    expect(server.slotRequests()).toBeGreaterThan(slotLoads)
    expect(field('Name')).toHaveValue(VISITOR.name)
    expect(onBooked).not.toHaveBeenCalled()

    // Choosing another time clears the message, and the booking goes through.
    await user.click(await screen.findByRole('radio', { name: /^2:00 PM/ }))
    expect(screen.queryByText(passed)).not.toBeInTheDocument()
    await user.click(submit())
    expect(await screen.findByText('Consultation Scheduled!')).toBeInTheDocument()
    expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ time: '14:00' }))
  })

  it('says so when someone else took the slot, fetches the times again and crosses it out', async () => {
    const server = consultationServer()
    const { user, onBooked } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    server.bookedBySomeoneElse('2026-12-01', '10:00', 'PT') // 1:00 PM Eastern
    server.bookedBySomeoneElse('2026-12-01', '10:00', 'ET')
    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN)
    expect(await screen.findByRole('radio', { name: /^10:00 AM.*unavailable$/ })).toBeDisabled()
    expect(screen.getByRole('radio', { name: /^1:00 PM.*unavailable$/ })).toBeDisabled()
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument()
    expect(submit()).toBeDisabled()
    expect(field('E-mail')).toHaveValue(VISITOR.email)
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('sends a visitor whose pass ran out back through the check, with the form kept', async () => {
    // Cloudflare's widget, as its script would define it: the test solves the check.
    let solve: (token: string) => void = () => {}
    vi.stubGlobal('turnstile', {
      render: (_container: HTMLElement, options: { callback: (token: string) => void }) => {
        solve = options.callback
        return 'widget-1'
      },
      reset: () => {},
      remove: () => {},
    })
    const server = consultationServer({
      verification: { kind: 'turnstile', siteKey: '0x4AAAAAAAchatbooking' },
    })
    server.answerNextBooking({ status: 403, body: { error: PASS_REQUIRED_MESSAGE } })
    const { user, onBooked } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    await user.click(submit())

    // The check's code loads only now.
    expect(
      await screen.findByText('Verification expired. Please try again.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Schedule Consultation' })).not.toBeInTheDocument()
    await act(async () => solve('XXXX.DUMMY.TOKEN'))
    expect(await screen.findByText('Verification Successful!')).toBeInTheDocument()

    // 1 s after 'Verification Successful!', the form is back and takes focus.
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Book a free consultation' })).toHaveFocus(),
      { timeout: 3_000 },
    )
    expect(field('Name')).toHaveValue(VISITOR.name)
    expect(screen.getByRole('radio', { name: /^10:00 AM/ })).toBeChecked()
    await user.click(submit())
    expect(await screen.findByText('Consultation Scheduled!')).toBeInTheDocument()
    expect(onBooked).toHaveBeenCalledOnce()
    expect(server.bookings).toHaveLength(2)
  })

  it('offers a toast and keeps the form when the booking fails otherwise', async () => {
    const server = consultationServer()
    server.answerNextBooking({ status: 503, body: { error: 'The service is unavailable.' } })
    const { user, onBooked } = renderForm()
    await fillInDetails(user)
    await chooseSlot(user)
    await user.click(submit())

    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(
      screen.getByText('There was an error scheduling your consultation. Please try again.'),
    ).toBeInTheDocument()
    expect(field('Name')).toHaveValue(VISITOR.name)
    expect(submit()).toBeEnabled()
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('closes on Cancel', async () => {
    consultationServer()
    const { user, onCancel } = renderForm()
    await screen.findByLabelText('Name')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('points to the contact page, the phone and the e-mail when a third-party scheduler is configured', async () => {
    const server = consultationServer({
      scheduler: { kind: 'embed', url: 'https://calendly.com/northbridge/30min' },
    })
    const { user, onCancel } = renderForm()

    const contactPage = await screen.findByRole('link', { name: 'Go to the contact page' })
    expect(contactPage).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    )
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    expect(server.fetch).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})

describe('ChatBookingForm for a signed-in visitor', () => {
  const ACCOUNT = { defaultName: 'Avery Chen', defaultEmail: 'avery@harborline.example' }

  function renderWithAccount(account: { defaultName?: string; defaultEmail?: string }) {
    const props = { onBooked: vi.fn<(booking: ChatBooking) => void>(), onCancel: vi.fn() }
    const form = (details: { defaultName?: string; defaultEmail?: string }) => (
      <>
        <ChatBookingForm {...props} {...details} />
        <Toaster />
      </>
    )
    const view = render(form(account))
    return {
      user: userEvent.setup(),
      /** The account becomes known (or changes) while the form is open. */
      accountIs: (next: { defaultName?: string; defaultEmail?: string }) =>
        view.rerender(form(next)),
    }
  }

  it('finds the name and e-mail filled in, and may change them before booking', async () => {
    const server = consultationServer()
    const { user } = renderWithAccount(ACCOUNT)
    expect(await screen.findByLabelText('Name')).toHaveValue('Avery Chen')
    expect(field('E-mail')).toHaveValue('avery@harborline.example')

    // Booking for a colleague: the details are the visitor's to change.
    await user.clear(field('E-mail'))
    await user.type(field('E-mail'), 'sam@harborline.example')
    await user.type(field('What would you like to discuss?'), VISITOR.questions)
    await chooseSlot(user)
    await user.click(submit())
    await waitFor(() => expect(server.bookings).toHaveLength(1))
    expect(server.bookings[0]).toMatchObject({
      name: 'Avery Chen',
      email: 'sam@harborline.example',
    })
  })

  it('fills only the fields still empty, once, when the account is known after the form opened', async () => {
    consultationServer()
    const { user, accountIs } = renderWithAccount({})
    await user.type(await screen.findByLabelText('Name'), 'Sam Okafor')

    accountIs(ACCOUNT)
    await waitFor(() => expect(field('E-mail')).toHaveValue('avery@harborline.example'))
    expect(field('Name')).toHaveValue('Sam Okafor')

    // A field the visitor emptied stays empty, whatever the account says later.
    await user.clear(field('E-mail'))
    accountIs({ defaultName: 'Avery Chen', defaultEmail: 'avery.chen@harborline.example' })
    await user.click(field('What would you like to discuss?'))
    expect(field('E-mail')).toHaveValue('')
    expect(field('Name')).toHaveValue('Sam Okafor')
  })

  it('clears a blank-field message the filled-in value answers', async () => {
    consultationServer()
    const { user, accountIs } = renderWithAccount({})
    const email = await screen.findByLabelText('E-mail')
    await user.click(email)
    await user.tab()
    expectBlankMessage(email)

    accountIs(ACCOUNT)
    await waitFor(() => expect(email).toHaveValue('avery@harborline.example'))
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'))
  })
})
