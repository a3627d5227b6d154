import { CalendarDays, Clock, ExternalLink, PlayCircle, Users } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button-variants'
import { absoluteUrl } from '@/lib/urls'
import {
  formatEasternDate,
  formatEasternTime,
  webinarCalendarEvent,
  webinarPath,
  type Webinar,
} from '../webinar'
import { AddToCalendar } from './add-to-calendar'
import { WebinarImage } from './webinar-image'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex items-center gap-2 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

const iconClass = 'size-4 shrink-0 text-teal-700'

/** Date, time in Eastern time (spec: '7:00 PM EST'), length and speakers. */
export function WebinarFacts({ webinar }: { webinar: Webinar }) {
  return (
    <dl className="grid gap-2 text-sm text-navy-900">
      <Fact icon={<SvgIcon icon={CalendarDays} className={iconClass} />} label="Date">
        <time dateTime={webinar.startsAt.toISOString()}>{formatEasternDate(webinar.startsAt)}</time>
      </Fact>
      <Fact icon={<SvgIcon icon={Clock} className={iconClass} />} label="Time">
        {formatEasternTime(webinar.startsAt)} · {webinar.duration}
      </Fact>
      <Fact icon={<SvgIcon icon={Users} className={iconClass} />} label="Speakers">
        {webinar.speakers.join(', ')}
      </Fact>
    </dl>
  )
}

/** 'Join Webinar', leaving for the meeting in a new tab (spec section 2). */
export function JoinWebinarLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'primary' })}
    >
      Join Webinar
      <SvgIcon icon={ExternalLink} className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** The next session, in full: picture, facts, join link and calendar control. */
export function FeaturedWebinar({ webinar }: { webinar: Webinar }) {
  const pageUrl = absoluteUrl(webinarPath(webinar.slug))
  return (
    <article className="overflow-hidden rounded-card bg-white shadow-card lg:grid lg:grid-cols-2">
      <WebinarImage
        image={webinar.image}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="aspect-[40/21] w-full object-cover lg:h-full"
        // The featured session opens the page: its picture is the largest thing above the fold.
        lcp
      />
      <div className="flex flex-col gap-5 p-6 lg:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge>{webinar.category}</Badge>
          <Badge variant="secondary">Next session</Badge>
        </div>
        <h3 className="text-2xl font-bold tracking-tight text-navy-900 lg:text-3xl">
          <Link href={webinarPath(webinar.slug)} className="hover:underline">
            {webinar.title}
          </Link>
        </h3>
        <p className="leading-7 text-muted-foreground">{webinar.description}</p>
        <WebinarFacts webinar={webinar} />
        <div className="flex flex-wrap items-start gap-3">
          {webinar.zoomLink ? (
            <JoinWebinarLink href={webinar.zoomLink} />
          ) : (
            <p className="text-sm text-muted-foreground">
              The joining link is e-mailed to subscribers before the session.
            </p>
          )}
          <AddToCalendar event={webinarCalendarEvent(webinar, pageUrl)} slug={webinar.slug} />
        </div>
      </div>
    </article>
  )
}

/** A session in a grid: upcoming ones link to their page, past ones say 'Watch Webinar'. */
export function WebinarCard({ webinar, past }: { webinar: Webinar; past: boolean }) {
  const href = webinarPath(webinar.slug)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <WebinarImage
        image={webinar.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <Badge>{webinar.category}</Badge>
        <h3 className="text-lg font-semibold text-navy-900">{webinar.title}</h3>
        <WebinarFacts webinar={webinar} />
        <div className="mt-auto pt-2">
          {/* The label starts with the visible words, so speech users can say what they see. */}
          <Link
            href={href}
            aria-label={`${past ? 'Watch Webinar' : 'View details'}: ${webinar.title}`}
            className={buttonVariants({ variant: past ? 'secondary' : 'outline' })}
          >
            {past ? (
              <>
                <SvgIcon icon={PlayCircle} className="size-4" />
                Watch Webinar
              </>
            ) : (
              'View details'
            )}
          </Link>
        </div>
      </div>
    </article>
  )
}
