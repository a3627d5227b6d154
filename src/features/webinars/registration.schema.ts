import { z } from '@/lib/zod'
import { EmailSchema, NameSchema } from '@/lib/field-schemas'

/** The longest company name kept: longer is a script, not a firm. */
export const COMPANY_MAX = 100

/** A webinar's slug as its page's address has it: lowercase words, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/

/**
 * `POST /api/webinars/registrations`: a visitor registers for one upcoming session. The same
 * name and e-mail rules as every form; the company is optional. `contact_me_by_fax` is the
 * honeypot, as on every public form.
 */
export const RegistrationRequestSchema = z.strictObject({
  webinar: z
    .string({ error: 'Choose a webinar' })
    .regex(SLUG, 'This webinar does not exist')
    .max(120, 'This webinar does not exist'),
  name: NameSchema,
  email: EmailSchema,
  company: z
    .string()
    .trim()
    .max(COMPANY_MAX, `Company is too long (at most ${COMPANY_MAX} characters)`)
    .optional(),
  contact_me_by_fax: z.string().max(200).optional(),
})

export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>

/** The token of a join or cancel link (its signature is checked later, so only sized here). */
export const RegistrationTokenQuerySchema = z.strictObject({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(200),
})
