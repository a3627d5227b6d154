import { z } from '@/lib/zod'
import { webinarCalendarEvent, webinarPath } from '@/features/webinars/webinar'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { calendarFile, calendarFileName } from '@/lib/calendar-event'
import { publicUrl } from '@/server/public-origin'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { ApiError } from '@/server/http/json-response'
import { WEBINAR_READ_LIMIT } from '@/features/webinars/limits'

export const dynamic = 'force-dynamic'

/** `?slug=…` → the webinar as an iCalendar file, named from its title (spec section 7). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    query: z.object({ slug: z.string().max(80) }),
    rateLimits: [WEBINAR_READ_LIMIT],
    handle: async ({ query, db }) => {
      const webinar = await findPublishedWebinar(db, query.slug)
      if (!webinar) throw new ApiError(404, 'No webinar has this address.')
      const pageUrl = publicUrl(webinarPath(webinar.slug))
      const file = await calendarFile(webinarCalendarEvent(webinar, pageUrl))
      return new Response(file, {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${calendarFileName(webinar.title)}"`,
          'cache-control': 'no-store',
        },
      })
    },
  }),
})
