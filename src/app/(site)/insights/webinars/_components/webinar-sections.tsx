import { Mail } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { buttonVariants } from '@/components/ui/button-variants'
import { FeaturedWebinar, WebinarCard } from '@/features/webinars/components/webinar-cards'
import { SubscribeForm } from '@/features/webinars/components/subscribe-form'
import { WebinarsUnavailable } from '@/features/webinars/components/webinars-unavailable'
import { splitByDate, type Webinar } from '@/features/webinars/webinar'

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-navy-900">
      {children}
    </h2>
  )
}

/**
 * The webinars page below its hero (spec section 2): the next session featured, others coming up,
 * past sessions to watch, and the sign-up for announcements. Which sessions are upcoming follows
 * their dates against `now`.
 */
export function WebinarSections({ webinars, now }: { webinars: Webinar[] | null; now: Date }) {
  const { upcoming, past } = splitByDate(webinars ?? [], now)
  const [next, ...later] = upcoming
  return (
    <div className="bg-navy-50">
      <section aria-labelledby="upcoming" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="upcoming">Upcoming Webinars</SectionHeading>
        <div className="mt-8">
          {webinars === null ? (
            <WebinarsUnavailable />
          ) : next ? (
            <FeaturedWebinar webinar={next} />
          ) : (
            <div className="rounded-card bg-white p-6 shadow-card lg:p-8">
              <p className="text-lg font-semibold text-navy-900">
                No webinars are scheduled right now.
              </p>
              <p className="mt-2 max-w-2xl text-muted-foreground">
                New sessions are planned every few weeks. Leave your e-mail address and we will
                write as soon as the next one is on the calendar.
              </p>
              <a href="#stay-informed" className={`${buttonVariants({ variant: 'primary' })} mt-6`}>
                Get an e-mail when it is scheduled
              </a>
            </div>
          )}
        </div>
        {later.length > 0 ? (
          <ul
            aria-label="More upcoming webinars"
            className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
          >
            {later.map((webinar) => (
              <li key={webinar.id}>
                <WebinarCard webinar={webinar} past={false} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <SectionHeading id="past">Past Webinars</SectionHeading>
          <p className="mt-3 max-w-3xl text-muted-foreground">
            Missed a session? Watch it back, or read the agenda and ask us for the slides.
          </p>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {past.map((webinar) => (
              <li key={webinar.id} data-reveal>
                <WebinarCard webinar={webinar} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="stay-informed"
        className="bg-gradient-to-br from-navy-900 to-teal-800 text-white"
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <SvgIcon icon={Mail} className="size-8 text-teal-300" />
            <h2 id="stay-informed" className="mt-4 text-3xl font-bold tracking-tight">
              Never miss a session
            </h2>
            <p className="mt-3 max-w-xl leading-7 text-navy-100">
              One e-mail when a new webinar is scheduled, with the date, the agenda and a calendar
              file. Nothing else, and you can leave with one click at any time.
            </p>
          </div>
          <div className="flex items-center">
            <SubscribeForm />
          </div>
        </div>
      </section>
    </div>
  )
}
