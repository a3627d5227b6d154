import 'server-only'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import { webinars, type WebinarRow } from '@/server/db/schema'
import { UPLOADED_WEBINAR_IMAGE, WEBINAR_ARTWORK_IMAGE } from './images/webinar-images'
import {
  agendaItems,
  DEFAULT_WEBINAR_IMAGE,
  parseDurationMinutes,
  SCIPAB_SLUG,
  type Webinar,
} from './webinar'

export function toWebinar(row: WebinarRow): Webinar {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    agenda: agendaItems(row.agenda),
    speakers: row.speakers,
    startsAt: row.webinarDate,
    zoomLink: row.zoomLink,
    image: row.image,
    category: row.category,
    duration: row.duration,
    durationMinutes: parseDurationMinutes(row.duration),
    isPublished: row.isPublished,
    replayLink: row.replayLink,
    registrationLimit: row.registrationLimit,
    cancelledAt: row.cancelledAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * Every published webinar, in date order (spec section 7: is_published, by webinar_date). A
 * cancelled one leaves the lists; its own page stays to say so.
 */
export async function listPublishedWebinars(db: Database): Promise<Webinar[]> {
  const rows = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.isPublished, true), isNull(webinars.cancelledAt)))
    .orderBy(asc(webinars.webinarDate), asc(webinars.slug))
  return rows.map(toWebinar)
}

/** One published webinar by its slug; drafts are as invisible as missing ones. */
export async function findPublishedWebinar(db: Database, slug: string): Promise<Webinar | null> {
  const webinar = await findWebinar(db, slug)
  return webinar?.isPublished ? webinar : null
}

/** Any webinar by slug, published or not (the operator command). */
export async function findWebinar(db: Database, slug: string): Promise<Webinar | null> {
  const [row] = await db.select().from(webinars).where(eq(webinars.slug, slug)).limit(1)
  return row ? toWebinar(row) : null
}

/** Every webinar, drafts included, in date order (the operator command). */
export async function listAllWebinars(db: Database): Promise<Webinar[]> {
  const rows = await db.select().from(webinars).orderBy(asc(webinars.webinarDate))
  return rows.map(toWebinar)
}

/** Paths under /insights/webinars/ that are pages of their own, so no webinar may take them. */
const RESERVED_SLUGS = new Set([SCIPAB_SLUG, 'subscription', 'feed'])

const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lowercase words joined by hyphens')
  .max(80)
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'That slug is taken by a page of the site')

/** Why a slug cannot be a webinar's address (the schema's message), or null when it can. */
export function slugProblem(slug: string): string | null {
  const checked = SlugSchema.safeParse(slug)
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Not a usable address')
}

/** 'Data Products That Last!' → 'data-products-that-last'. */
export function slugFromTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      // Runs are single dashes by now.
      .replace(/^-|-$/g, '')
      .slice(0, 80)
      .replace(/-$/, '')
  )
}

/** A new webinar as staff describe it (the operator command checks its input with this). */
export const NewWebinarSchema = z.strictObject({
  slug: SlugSchema.optional(),
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().min(20).max(2000),
  agenda: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  speakers: z.array(z.string().trim().min(2).max(80)).min(1).max(8),
  startsAt: z.coerce.date(),
  duration: z
    .string()
    .trim()
    .refine((text) => {
      try {
        return parseDurationMinutes(text) <= 8 * 60
      } catch {
        return false
      }
    }, "Write the length like '45 minutes' or '1 hour'"),
  zoomLink: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
  // One of the site's artworks, or a picture uploaded in the console (decision 048).
  image: z
    .string()
    .max(120)
    .refine(
      (image) => WEBINAR_ARTWORK_IMAGE.test(image) || UPLOADED_WEBINAR_IMAGE.test(image),
      'Choose one of the artworks or upload a picture',
    )
    .default(DEFAULT_WEBINAR_IMAGE),
  category: z.string().trim().min(2).max(60).default('AI & Data'),
  replayLink: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
  registrationLimit: z.number().int().min(1).max(10_000).nullable().default(null),
})

export type NewWebinar = z.input<typeof NewWebinarSchema>

export class WebinarError extends Error {}

/** Adds a webinar as a draft; it is listed once published. */
export async function addWebinar(db: Database, input: NewWebinar): Promise<Webinar> {
  const data = NewWebinarSchema.parse(input)
  const slug = data.slug ?? slugFromTitle(data.title)
  if (!SlugSchema.safeParse(slug).success) {
    throw new WebinarError(`'${slug}' cannot be a webinar's address; give one with --slug`)
  }
  try {
    const [row] = await db
      .insert(webinars)
      .values({
        slug,
        title: data.title,
        description: data.description,
        agenda: data.agenda.join('\n'),
        speakers: data.speakers,
        webinarDate: data.startsAt,
        zoomLink: data.zoomLink,
        image: data.image,
        category: data.category,
        duration: data.duration,
        replayLink: data.replayLink,
        registrationLimit: data.registrationLimit,
        isPublished: false,
      })
      .returning()
    return toWebinar(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw new WebinarError(`A webinar with the slug '${slug}' exists`)
    throw error
  }
}

/** Publishes or withdraws a webinar; answers whether anything changed. */
export async function setWebinarPublished(
  db: Database,
  slug: string,
  isPublished: boolean,
): Promise<{ webinar: Webinar; changed: boolean }> {
  const current = await findWebinar(db, slug)
  if (!current) throw new WebinarError(`No webinar has the slug '${slug}'`)
  if (current.isPublished === isPublished) return { webinar: current, changed: false }
  const now = new Date()
  const [row] = await db
    .update(webinars)
    // Published or taken down by hand: a publish scheduled for later has no more to do.
    .set({
      isPublished,
      updatedAt: now,
      publishAt: null,
      ...(isPublished ? { publishedAt: now, publishedBy: 'hand' } : {}),
    })
    .where(eq(webinars.slug, slug))
    .returning()
  return { webinar: toWebinar(row!), changed: true }
}

/**
 * Schedules a draft to be published at `at` (the minute job does it, and announces it then), or
 * with `at` null cancels the schedule. A published webinar has nothing to schedule.
 */
export async function scheduleWebinarPublish(
  db: Database,
  slug: string,
  at: Date | null,
): Promise<Webinar> {
  const current = await findWebinar(db, slug)
  if (!current) throw new WebinarError(`No webinar has the slug '${slug}'`)
  if (current.isPublished) throw new WebinarError(`'${slug}' is published already`)
  const [row] = await db
    .update(webinars)
    .set({ publishAt: at, updatedAt: new Date() })
    .where(eq(webinars.slug, slug))
    .returning()
  return toWebinar(row!)
}
