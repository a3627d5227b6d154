import { callApi, type ApiResult } from '@/lib/api-client'
import type { BookingCalendar, BookingView, ConsultationList, DaySlots } from './booking-types'
import type { SlotChoice } from './booking.schema'
import type { TimeZoneCode } from './time-zones'

/** What `POST /api/consultations` answers (403) when the visitor holds no valid pass. */
export const PASS_REQUIRED_MESSAGE = 'Please complete the verification before booking.'

const post = <T>(path: string, body: unknown) => callApi<T>(path, { body })

export const bookingApi = {
  calendar: (timeZone: TimeZoneCode) =>
    callApi<BookingCalendar>(`/api/consultations/calendar?timeZone=${timeZone}`),
  slots: (date: string, timeZone: TimeZoneCode) =>
    callApi<DaySlots>(`/api/consultations/slots?date=${date}&timeZone=${timeZone}`),
  book: (request: Record<string, string>) =>
    post<{ booking: BookingView }>('/api/consultations', request),
  reschedule: (token: string, choice: SlotChoice) =>
    post<{ booking: BookingView; previous: BookingView }>('/api/consultations/reschedule', {
      token,
      ...choice,
    }),
  cancel: (token: string) => post<{ booking: BookingView }>('/api/consultations/cancel', { token }),
  /** The signed-in person's consultations, found by the account's confirmed address. */
  mine: () => callApi<ConsultationList>('/api/account/consultations'),
  /** Changes one of the signed-in person's consultations: by id, no link needed. */
  cancelMine: (id: string) =>
    callApi<{ booking: BookingView }>(
      `/api/account/consultations/${encodeURIComponent(id)}/cancel`,
      {
        method: 'POST',
      },
    ),
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
