import { z } from '@/lib/zod'

/** Paths of generated artwork under public/images (see tools/assets). */
export const ImagePathSchema = z
  .string()
  .regex(
    /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|webp|png|jpg)$/,
    'must be an /images/… path',
  )

/** A client outcome shown as a card whose image opens enlarged. Clients stay anonymous. */
export const SuccessStorySchema = z.strictObject({
  /** A descriptive client name, e.g. 'Regional credit union'. */
  name: z.string().min(3).max(80),
  description: z.string().min(80).max(420),
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
})

export type SuccessStory = z.infer<typeof SuccessStorySchema>
