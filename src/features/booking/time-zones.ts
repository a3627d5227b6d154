/** The four US time zones a consultation can be booked in (spec section 9), in menu order. */
export const TIME_ZONE_CODES = ['PT', 'MT', 'CT', 'ET'] as const
export type TimeZoneCode = (typeof TIME_ZONE_CODES)[number]

export const TIME_ZONES: Record<TimeZoneCode, { label: string; iana: string }> = {
  PT: { label: 'Pacific Time (PT)', iana: 'America/Los_Angeles' },
  MT: { label: 'Mountain Time (MT)', iana: 'America/Denver' },
  CT: { label: 'Central Time (CT)', iana: 'America/Chicago' },
  ET: { label: 'Eastern Time (ET)', iana: 'America/New_York' },
}

/**
 * IANA zones that keep the same clock as one of the four all year, so a browser in one of them
 * starts on that zone. Arizona (no daylight saving) and other zones match none: their visitors pick.
 */
const SAME_CLOCK: Record<string, TimeZoneCode> = {
  'America/Los_Angeles': 'PT',
  'US/Pacific': 'PT',
  'America/Tijuana': 'PT',
  'America/Vancouver': 'PT',
  'America/Denver': 'MT',
  'US/Mountain': 'MT',
  'America/Boise': 'MT',
  'America/Edmonton': 'MT',
  'America/Chicago': 'CT',
  'US/Central': 'CT',
  'America/Winnipeg': 'CT',
  'America/Indiana/Knox': 'CT',
  'America/Menominee': 'CT',
  'America/North_Dakota/Center': 'CT',
  'America/New_York': 'ET',
  'US/Eastern': 'ET',
  'America/Detroit': 'ET',
  'America/Toronto': 'ET',
  'America/Indiana/Indianapolis': 'ET',
  'America/Indianapolis': 'ET',
  'America/Kentucky/Louisville': 'ET',
}

/** The zone to preselect for a browser in `ianaZone`, when it is one of the four. */
export function timeZoneCodeFor(ianaZone: string | undefined): TimeZoneCode | undefined {
  return ianaZone ? SAME_CLOCK[ianaZone] : undefined
}

export function isTimeZoneCode(value: unknown): value is TimeZoneCode {
  return typeof value === 'string' && (TIME_ZONE_CODES as readonly string[]).includes(value)
}
