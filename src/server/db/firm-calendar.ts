/**
 * The firm's own calendar (decision 044): the spec's published hours, Monday to Friday 9:00 AM to
 * 12:00 PM and 1:00 PM to 5:00 PM in whichever US zone the visitor chose. Every consultation is
 * booked against it until staff give consultants calendars of their own.
 */
export const FIRM_CALENDAR_ID = '00000000-0000-4000-8000-00000000f123'
