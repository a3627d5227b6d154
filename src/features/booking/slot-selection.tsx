'use client'

import { useMemo } from 'react'
import { DayPicker, type ChevronProps } from 'react-day-picker'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { chevronLeftIcon } from '@/components/ui/icons/chevron-left'
import { cn } from '@/lib/cn'
import { browserTimeZone, localTimeHint } from './booking-format'
import type { CalendarDay } from './booking-types'
import { TIME_ZONE_CODES, TIME_ZONES, isTimeZoneCode, type TimeZoneCode } from './time-zones'
import type { useAvailability } from './use-availability'

export type SlotValue = { date: string; time: string; timeZone: string }
export type SlotErrors = Partial<Record<keyof SlotValue, string>>

type Props = {
  /** Prefix for element ids, so two schedulers never share one. */
  id: string
  value: SlotValue
  onChange: (change: Partial<SlotValue>) => void
  errors: SlotErrors
  availability: ReturnType<typeof useAvailability>
  /** Said above the times, e.g. that the chosen one was just taken. */
  notice?: string
  disabled?: boolean
  /**
   * 'wide' (the default): the zone and calendar beside the times from the md breakpoint on, as on
   * /contact. 'compact': one column whatever the viewport, for a narrow panel such as the chat
   * assistant's, with as many time columns as the panel's own width allows.
   */
  layout?: 'wide' | 'compact'
}

function toDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const dayButtonLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

/** One chevron, turned for 'next' (so this chunk shares no icon module with the page chrome). */
function Chevron({ orientation }: ChevronProps) {
  return (
    <DrawnIcon
      drawing={chevronLeftIcon}
      aria-hidden="true"
      className={cn('size-5', orientation === 'right' && 'rotate-180')}
    />
  )
}

/**
 * A field's message in a region that is always there, so a message the server sends back
 * (a holiday, a time that has passed) is read out when it appears.
 */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p id={id} className="mt-2 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Time zone, day and time of a consultation: the part of the booking form that the reschedule
 * page uses too. Days and times come from the booking API; what cannot be booked is shown but
 * cannot be chosen, and says why to screen readers.
 */
export function SlotSelection({
  id,
  value,
  onChange,
  errors,
  availability,
  notice,
  disabled,
  layout = 'wide',
}: Props) {
  const { calendar, slots } = availability
  const zone: TimeZoneCode = isTimeZoneCode(value.timeZone) ? value.timeZone : 'ET'
  const localZone = useMemo(() => browserTimeZone(), [])
  const days = calendar.status === 'ready' ? calendar.data : undefined
  const byDay = useMemo(
    () => new Map<string, CalendarDay>(days?.days.map((day) => [day.date, day]) ?? []),
    [days],
  )
  const errorId = (field: keyof SlotValue) => `${id}-${field}-error`

  return (
    <div
      className={
        layout === 'compact'
          ? '@container grid gap-6'
          : 'grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr]'
      }
    >
      <div className="space-y-6">
        <div>
          <label htmlFor={`${id}-zone`} className="block text-sm font-medium text-foreground">
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            value={value.timeZone}
            disabled={disabled}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={errors.timeZone ? errorId('timeZone') : undefined}
            onChange={(event) => onChange({ timeZone: event.target.value, time: '' })}
            className={cn(
              'mt-2 h-11 w-full rounded-control border border-input bg-background px-3 text-base text-foreground',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'aria-invalid:border-destructive',
            )}
          >
            <option value="">Select a time zone</option>
            {TIME_ZONE_CODES.map((code) => (
              <option key={code} value={code}>
                {TIME_ZONES[code].label}
              </option>
            ))}
          </select>
          <FieldError id={errorId('timeZone')} message={errors.timeZone} />
        </div>

        <fieldset
          aria-describedby={errors.date ? errorId('date') : `${id}-date-hint`}
          className={cn(
            'rounded-card border p-3',
            errors.date ? 'border-destructive' : 'border-border',
          )}
        >
          <legend className="px-1 text-sm font-medium text-foreground">Date</legend>
          {calendar.status === 'loading' ? (
            <p className="p-4 text-sm text-muted-foreground">Loading available days…</p>
          ) : calendar.status === 'failed' || !days ? (
            <p className="p-4 text-sm text-destructive">
              The calendar could not be loaded. Please reload the page.
            </p>
          ) : (
            <DayPicker
              mode="single"
              selected={value.date ? toDate(value.date) : undefined}
              onSelect={(date) => date && onChange({ date: toDay(date), time: '' })}
              defaultMonth={value.date ? toDate(value.date) : toDate(days.today)}
              startMonth={toDate(days.today)}
              endMonth={toDate(days.lastDate)}
              disabled={
                disabled ? true : (date: Date) => byDay.get(toDay(date))?.available !== true
              }
              showOutsideDays={false}
              labels={{
                labelDayButton: (date, modifiers) => {
                  const day = byDay.get(toDay(date))
                  // Days outside today…horizon are not in the calendar's answer at all.
                  const why = !day
                    ? ', unavailable'
                    : day.available
                      ? ''
                      : `, unavailable: ${day.message}`
                  return `${dayButtonLabel.format(date)}${modifiers.selected ? ', selected' : ''}${why}`
                },
              }}
              components={{ Chevron }}
              classNames={{
                root: 'relative w-full',
                months: 'relative',
                month: 'space-y-2',
                month_caption: 'flex h-10 items-center justify-center',
                caption_label: 'text-base font-semibold text-navy-900',
                nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
                button_previous:
                  'inline-flex size-10 items-center justify-center rounded-control text-navy-900 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-30',
                button_next:
                  'inline-flex size-10 items-center justify-center rounded-control text-navy-900 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-30',
                month_grid: 'w-full border-collapse',
                weekdays: '',
                weekday: 'pb-1 text-xs font-medium text-muted-foreground',
                week: '',
                day: 'p-0.5 text-center',
                day_button:
                  'inline-flex size-10 items-center justify-center rounded-control text-sm text-foreground hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through disabled:hover:bg-transparent',
                selected:
                  '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
                today: '[&>button]:font-bold',
                disabled: '',
                outside: 'invisible',
                hidden: 'invisible',
              }}
            />
          )}
          <p id={`${id}-date-hint`} className="mt-2 px-1 text-xs text-muted-foreground">
            Weekdays only. Weekends, US federal holidays and days that are fully booked are crossed
            out.
          </p>
          <FieldError id={errorId('date')} message={errors.date} />
        </fieldset>
      </div>

      <fieldset
        aria-describedby={errors.time ? errorId('time') : undefined}
        className="min-w-0"
        disabled={disabled}
      >
        <legend className="text-sm font-medium text-foreground">Time</legend>
        {notice ? (
          <p
            role="alert"
            className="mt-2 rounded-control bg-red-50 p-3 text-sm font-medium text-destructive"
          >
            {notice}
          </p>
        ) : null}
        {!isTimeZoneCode(value.timeZone) ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Choose your time zone to see the times.
          </p>
        ) : !value.date ? (
          <p className="mt-2 text-sm text-muted-foreground">Choose a day to see its times.</p>
        ) : !slots || slots.status === 'loading' ? (
          <p className="mt-2 text-sm text-muted-foreground">Loading times…</p>
        ) : slots.status === 'failed' ? (
          <p className="mt-2 text-sm text-destructive">
            The times could not be loaded. Please choose the day again.
          </p>
        ) : slots.data.closure ? (
          <p className="mt-2 text-sm text-muted-foreground">{slots.data.closure.message}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              30 minutes, shown in {TIME_ZONES[zone].label}.
            </p>
            <div
              className={cn(
                'mt-3 grid grid-cols-2 gap-2',
                layout === 'compact' ? '@sm:grid-cols-3' : 'sm:grid-cols-3',
              )}
            >
              {slots.data.slots.map((slot) => {
                const hint = localTimeHint(slot.startsAt, zone, localZone)
                const name = [slot.label, hint, slot.available ? undefined : 'unavailable']
                  .filter(Boolean)
                  .join(', ')
                return (
                  <label key={slot.time} className="relative block">
                    <input
                      type="radio"
                      name={`${id}-time`}
                      value={slot.time}
                      aria-label={name}
                      checked={value.time === slot.time}
                      disabled={!slot.available}
                      onChange={() => onChange({ time: slot.time })}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-control border border-border px-2 py-1.5 text-center text-sm font-medium text-navy-900',
                        'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                        'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                        'peer-disabled:cursor-not-allowed peer-disabled:bg-muted peer-disabled:text-muted-foreground peer-disabled:line-through',
                        'hover:border-primary',
                      )}
                    >
                      {slot.label}
                      {hint ? <span className="text-xs font-normal">{hint}</span> : null}
                    </span>
                  </label>
                )
              })}
            </div>
          </>
        )}
        <FieldError id={errorId('time')} message={errors.time} />
      </fieldset>
    </div>
  )
}
