'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import type { CalendarView } from '../availability-types'
import { ClockRangesField, type EditedRange } from './clock-ranges-field'
import { DayRangesField } from './day-ranges-field'

const WEEKDAY_NAMES = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['7', 'Sunday'],
] as const

/** The zones a consultant most likely works in; any other IANA zone already set stays offered. */
const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Warsaw',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
]

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )

/**
 * A consultant's calendar in one form (weekly hours, date overrides, time off, cap, weight,
 * whether it takes bookings), saved at once. The server checks it again with the same schema.
 */
export function CalendarEditor({
  calendar,
  isFirmCalendar,
}: {
  calendar: CalendarView
  isFirmCalendar: boolean
}) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const [active, setActive] = useState(calendar.active)
  const [timeZone, setTimeZone] = useState(calendar.timeZone)
  const [followVisitor, setFollowVisitor] = useState(calendar.hoursFollowVisitorZone)
  const [weeklyHours, setWeeklyHours] = useState(calendar.weeklyHours)
  const [overrides, setOverrides] = useState(calendar.overrides)
  const [timeOff, setTimeOff] = useState(calendar.timeOff)
  const [dailyCap, setDailyCap] = useState(
    calendar.dailyCap === null ? '' : String(calendar.dailyCap),
  )
  const [weight, setWeight] = useState(String(calendar.weight))
  const errors = failure?.fields ?? {}
  const zones = COMMON_ZONES.includes(timeZone) ? COMMON_ZONES : [timeZone, ...COMMON_ZONES]

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await send(`/api/staff/availability/calendars/${calendar.id}`, {
      active,
      timeZone,
      hoursFollowVisitorZone: followVisitor,
      weeklyHours,
      dailyCap: dailyCap.trim() === '' ? null : Number(dailyCap),
      weight: Number(weight),
      overrides,
      timeOff,
      version: calendar.version,
    })
    if (result.ok) {
      toast.success('Calendar saved', { description: 'Visitors see the change at once.' })
      router.refresh()
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="sr-only">
        Calendar settings
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            className="size-4"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          Takes bookings
        </label>
        <StaffSelect
          id="calendar-zone"
          label="Time zone"
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          error={errors.timeZone}
          hint="Hours, time off and the daily cap count in this zone."
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </StaffSelect>
        {isFirmCalendar ? (
          <label className="flex items-center gap-2 self-end text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={followVisitor}
              onChange={(event) => setFollowVisitor(event.target.checked)}
            />
            Hours are in the visitor’s chosen zone
          </label>
        ) : null}
        <StaffInput
          id="calendar-cap"
          label="Daily cap"
          inputMode="numeric"
          value={dailyCap}
          onChange={(event) => setDailyCap(event.target.value)}
          error={errors.dailyCap}
          hint="The most consultations on one day. Leave empty for no cap."
        />
        <StaffInput
          id="calendar-weight"
          label="Weight"
          inputMode="numeric"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          error={errors.weight}
          hint="1 to 100: a consultant with 50 gets half the bookings of one with 100."
        />
      </div>

      <section aria-labelledby="weekly-heading" className="space-y-4">
        <h3 id="weekly-heading" className="text-lg font-semibold">
          Weekly hours
        </h3>
        <div className="grid gap-6 md:grid-cols-2">
          {WEEKDAY_NAMES.map(([key, name]) => (
            <ClockRangesField
              key={key}
              id={`weekday-${key}`}
              label={name}
              ranges={weeklyHours[key]}
              onChange={(ranges) => setWeeklyHours({ ...weeklyHours, [key]: ranges })}
              error={errors[`weeklyHours.${key}`]}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="overrides-heading" className="space-y-4">
        <h3 id="overrides-heading" className="text-lg font-semibold">
          Date overrides
        </h3>
        <p className="text-sm text-muted-foreground">
          Other hours on one date. Remove every range to take the date off.
        </p>
        {overrides.map((override, index) => (
          <div key={index} className="space-y-2 rounded-card border p-3">
            <div className="flex flex-wrap items-end gap-2">
              <StaffInput
                id={`override-${index}-day`}
                label={`Override ${index + 1}: date`}
                type="date"
                value={override.day}
                onChange={(event) =>
                  setOverrides(
                    overrides.map((current, at) =>
                      at === index ? { ...current, day: event.target.value } : current,
                    ),
                  )
                }
                error={errors[`overrides.${index}.day`]}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setOverrides(overrides.filter((_, at) => at !== index))}
                aria-label={`Remove override ${index + 1}`}
              >
                Remove
              </Button>
            </div>
            <ClockRangesField
              id={`override-${index}-hours`}
              label={override.day ? dayLabel(override.day) : `Override ${index + 1}`}
              ranges={override.hours}
              onChange={(hours: EditedRange[]) =>
                setOverrides(
                  overrides.map((current, at) => (at === index ? { ...current, hours } : current)),
                )
              }
              error={errors[`overrides.${index}.hours`]}
              emptyText="Not working that date"
            />
          </div>
        ))}
        {errors.overrides ? (
          <p className="text-sm font-medium text-destructive">{errors.overrides}</p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setOverrides([
              ...overrides,
              { day: new Date().toISOString().slice(0, 10), hours: [{ start: 540, end: 1020 }] },
            ])
          }
        >
          Add a date override
        </Button>
      </section>

      <DayRangesField
        id="time-off"
        title="Time off"
        description="Whole days away, first and last included, in the calendar’s zone."
        itemName="Time off"
        ranges={timeOff}
        onChange={setTimeOff}
        errors={errors}
        errorPrefix="timeOff"
      />

      <div className="space-y-2">
        <FormProblem failure={failure} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save calendar'}
        </Button>
      </div>
    </form>
  )
}
