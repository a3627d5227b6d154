import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Webinars are the one collection the spec loads from a server, so staff can publish them without
 * a deploy. Column names follow the spec's `webinars` table.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Newline-separated agenda items, as in the spec. */
    agenda: text('agenda').notNull().default(''),
    speakers: text('speakers').array().notNull().default([]),
    webinarDate: timestamp('webinar_date', { withTimezone: true }).notNull(),
    zoomLink: text('zoom_link'),
    image: text('image').notNull(),
    category: text('category').notNull(),
    /** Human-readable length such as '45 minutes'. */
    duration: text('duration').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webinars_slug_unique').on(table.slug),
    index('webinars_published_date_idx').on(table.isPublished, table.webinarDate),
  ],
)

export type WebinarRow = typeof webinars.$inferSelect
export type NewWebinarRow = typeof webinars.$inferInsert
