import { z } from '@/lib/zod'
import { EmailSchema } from '@/lib/field-schemas'

/**
 * `POST /api/webinars/subscriptions`. The server holds the address to the shared e-mail rule;
 * `contact_me_by_fax` is the form's honeypot (as on every public form), hidden from people and
 * assistive technology and filled in by form-filling scripts.
 */
export const SubscriptionRequestSchema = z.strictObject({
  email: EmailSchema,
  contact_me_by_fax: z.string().max(200).optional(),
})

export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>

/** The token of a confirm or unsubscribe link (its signature is checked later, so only sized here). */
export const LinkTokenQuerySchema = z.strictObject({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(200),
})
