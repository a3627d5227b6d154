/** What the console's availability screens show (availability-admin.server.ts answers them). */

/** A day's working hours: minutes since local midnight, end exclusive. */
export type DayHours = { start: number; end: number }[]

/** Weekly hours by ISO weekday, '1' Monday to '7' Sunday. */
export type WeekHours = Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', DayHours>

/** A calendar as the console shows and edits it. */
export type CalendarView = {
  id: string
  staffUserId: string | null
  /** The consultant's name, or the firm calendar's label. */
  name: string
  active: boolean
  /** False once its consultant is removed or given another role: it takes no bookings then. */
  onStaff: boolean
  timeZone: string
  hoursFollowVisitorZone: boolean
  weeklyHours: WeekHours
  dailyCap: number | null
  weight: number
  overrides: { day: string; hours: DayHours }[]
  timeOff: { from: string; to: string }[]
  /** What a save must send back: the calendar as the form showed it. */
  version: string
}

/** An upcoming consultation its calendar no longer offers, and who could take it instead. */
export type DisplacedConsultation = {
  id: string
  name: string
  startsAt: string
  timeZone: string
  sequence: number
  /** The consultants free at that time, by name. */
  freeConsultants: { staffUserId: string; name: string }[]
}
