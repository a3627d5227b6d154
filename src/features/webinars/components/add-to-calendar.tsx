import { CalendarPlus } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { buttonVariants } from '@/components/ui/button-variants'
import {
  calendarFileName,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from '@/lib/calendar-event'

/**
 * 'Add to calendar' without JavaScript: a disclosure (details/summary) with the .ics download and
 * the Google and Outlook calendars' "new event" pages, filled in (spec section 7: calendar add).
 */
export function AddToCalendar({
  event,
  slug,
  tone = 'light',
}: {
  event: CalendarEvent
  slug: string
  tone?: 'light' | 'dark'
}) {
  const linkClass =
    'block rounded-control px-3 py-2 text-sm font-medium text-navy-900 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'
  return (
    <details className="group relative">
      <summary
        className={`${buttonVariants({ variant: tone === 'dark' ? 'inverse-outline' : 'outline' })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <SvgIcon icon={CalendarPlus} className="size-4" />
        Add to calendar
      </summary>
      <ul className="absolute z-10 mt-2 w-64 rounded-card bg-white p-2 shadow-popover">
        <li>
          <a
            className={linkClass}
            href={`/api/webinars/calendar?slug=${encodeURIComponent(slug)}`}
            download={calendarFileName(event.title)}
          >
            Download calendar file (.ics)
          </a>
        </li>
        <li>
          <a
            className={linkClass}
            href={googleCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a
            className={linkClass}
            href={outlookCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Outlook.com<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </details>
  )
}
