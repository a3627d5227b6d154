import type { Event, WithContext } from 'schema-dts'
import { ORGANIZATION_ID } from '@/lib/json-ld'
import { absoluteUrl } from '@/lib/urls'
import { webinarImageUrl } from './images/webinar-images'
import { webinarEnd, webinarPath, type Webinar } from './webinar'

/** A webinar as a schema.org online Event, for search results that list upcoming events. */
export function webinarEventJsonLd(webinar: Webinar): WithContext<Event> {
  const url = absoluteUrl(webinarPath(webinar.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description,
    url,
    // An upload's own path names no file: its largest size does.
    image: absoluteUrl(webinarImageUrl(webinar.image)),
    startDate: webinar.startsAt.toISOString(),
    endDate: webinarEnd(webinar).toISOString(),
    eventStatus: webinar.cancelledAt
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: webinar.zoomLink ?? url },
    isAccessibleForFree: true,
    inLanguage: 'en-US',
    organizer: { '@id': ORGANIZATION_ID },
    performer: webinar.speakers.map((name) => ({ '@type': 'Person', name })),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  }
}
