import type { BookingCalendar, BookingView, ConsultationList, DaySlots } from './booking-types'
import type { SlotChoice } from './booking.schema'
import type { TimeZoneCode } from './time-zones'

/** What `POST /api/consultations` answers (403) when the visitor holds no valid pass. */
export const PASS_REQUIRED_MESSAGE = 'Please complete the verification before booking.'

/** An API answer: the JSON body on success, or the one error shape with its status. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields?: Record<string, string> }

/** Status 0: the request never got an answer (offline, server down). */
async function call<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      ...init,
      headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    })
  } catch {
    return { ok: false, status: 0, error: 'The server could not be reached.' }
  }
  const body = (await response.json().catch(() => undefined)) as
    (T & { error?: string; fields?: Record<string, string> }) | undefined
  if (response.ok && body) return { ok: true, status: response.status, data: body }
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? 'Something went wrong',
    fields: body?.fields,
  }
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) })

export const bookingApi = {
  calendar: (timeZone: TimeZoneCode) =>
    call<BookingCalendar>(`/api/consultations/calendar?timeZone=${timeZone}`),
  slots: (date: string, timeZone: TimeZoneCode) =>
    call<DaySlots>(`/api/consultations/slots?date=${date}&timeZone=${timeZone}`),
  book: (request: Record<string, string>) =>
    post<{ booking: BookingView }>('/api/consultations', request),
  reschedule: (token: string, choice: SlotChoice) =>
    post<{ booking: BookingView; previous: BookingView }>('/api/consultations/reschedule', {
      token,
      ...choice,
    }),
  cancel: (token: string) => post<{ booking: BookingView }>('/api/consultations/cancel', { token }),
  /** The signed-in person's consultations, found by the account's confirmed address. */
  mine: () => call<ConsultationList>('/api/account/consultations'),
  /** Changes one of the signed-in person's consultations: by id, no link needed. */
  cancelMine: (id: string) =>
    call<{ booking: BookingView }>(`/api/account/consultations/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
    }),
  rescheduleMine: (id: string, choice: SlotChoice) =>
    post<{ booking: BookingView; previous: BookingView }>(
      `/api/account/consultations/${encodeURIComponent(id)}/reschedule`,
      choice,
    ),
}

/** How the manage forms change a booking: through an e-mailed link's token, or from the account. */
export type CancelCall = () => Promise<ApiResult<{ booking: BookingView }>>
export type RescheduleCall = (
  choice: SlotChoice,
) => Promise<ApiResult<{ booking: BookingView; previous: BookingView }>>
