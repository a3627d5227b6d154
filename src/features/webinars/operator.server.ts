import 'server-only'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { announceWebinar } from './subscriptions.server'
import type { Webinar } from './webinar'
import {
  addWebinar,
  listAllWebinars,
  NewWebinarSchema,
  scheduleWebinarPublish,
  setWebinarPublished,
  WebinarError,
} from './webinars.server'

/**
 * What `npm run webinars` asks for, whether it opens the database itself or, while a server holds
 * the embedded database, sends the request to that server (POST /api/operator/webinars).
 */
export const OperatorRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({
    action: z.literal('add'),
    webinar: NewWebinarSchema,
    publish: z.boolean().default(false),
  }),
  z.strictObject({ action: z.literal('publish'), slug: z.string().min(1).max(80) }),
  z.strictObject({ action: z.literal('unpublish'), slug: z.string().min(1).max(80) }),
  z.strictObject({
    action: z.literal('schedule'),
    slug: z.string().min(1).max(80),
    /** When to publish (an instant); null cancels the schedule. */
    at: z.coerce.date().nullable(),
  }),
])

export type OperatorRequest = z.input<typeof OperatorRequestSchema>

/** Dates travel as ISO strings, so the answer reads the same over HTTP as in process. */
export type OperatorWebinar = Omit<Webinar, 'startsAt' | 'updatedAt'> & {
  startsAt: string
  updatedAt: string
}

export type OperatorAnswer =
  | { ok: true; message: string; webinars: OperatorWebinar[]; announced?: number }
  | { ok: false; message: string }

const serialise = (webinar: Webinar): OperatorWebinar => ({
  ...webinar,
  startsAt: webinar.startsAt.toISOString(),
  updatedAt: webinar.updatedAt.toISOString(),
})

/**
 * Publishing a webinar that is still to come announces it to every confirmed subscriber who has
 * not had it (at most once each, however often it is published).
 */
export async function publishWebinar(
  db: Database,
  slug: string,
  now: Date = new Date(),
): Promise<{ webinar: Webinar; changed: boolean; announced: number }> {
  const { webinar, changed } = await setWebinarPublished(db, slug, true)
  const { announced } = await announceWebinar(db, webinar, now)
  return { webinar, changed, announced }
}

/** Carries out one operator request; a mistake in it comes back as `ok: false`, not a throw. */
export async function runOperatorRequest(
  db: Database,
  input: OperatorRequest,
): Promise<OperatorAnswer> {
  const request = OperatorRequestSchema.parse(input)
  try {
    switch (request.action) {
      case 'list': {
        const all = await listAllWebinars(db)
        return { ok: true, message: `${all.length} webinar(s)`, webinars: all.map(serialise) }
      }
      case 'add': {
        const added = await addWebinar(db, request.webinar)
        if (!request.publish) {
          return {
            ok: true,
            message: `Added '${added.slug}' as a draft; publish it with: npm run webinars -- publish ${added.slug}`,
            webinars: [serialise(added)],
          }
        }
        const published = await publishWebinar(db, added.slug)
        return {
          ok: true,
          message: `Added and published '${added.slug}'; announced to ${published.announced} subscriber(s)`,
          webinars: [serialise(published.webinar)],
          announced: published.announced,
        }
      }
      case 'publish': {
        const { webinar, changed, announced } = await publishWebinar(db, request.slug)
        return {
          ok: true,
          message: `${changed ? 'Published' : 'Already published:'} '${webinar.slug}'; announced to ${announced} subscriber(s)`,
          webinars: [serialise(webinar)],
          announced,
        }
      }
      case 'schedule': {
        const webinar = await scheduleWebinarPublish(db, request.slug, request.at)
        return {
          ok: true,
          message: request.at
            ? `'${webinar.slug}' will be published and announced at ${request.at.toISOString()} (within a minute of it)`
            : `'${webinar.slug}' is no longer scheduled`,
          webinars: [serialise(webinar)],
        }
      }
      case 'unpublish': {
        const { webinar, changed } = await setWebinarPublished(db, request.slug, false)
        return {
          ok: true,
          message: `${changed ? 'Unpublished' : 'Already a draft:'} '${webinar.slug}'`,
          webinars: [serialise(webinar)],
        }
      }
    }
  } catch (error) {
    if (error instanceof WebinarError) return { ok: false, message: error.message }
    throw error
  }
}
