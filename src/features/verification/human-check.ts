import { z } from '@/lib/zod'

/**
 * The outcome of a server-side human check; `reason` is for the log only, never for visitors.
 * `unavailable`: the check could not be made (the provider is down), which is not the visitor's
 * fault and is answered as such.
 */
export type HumanCheckResult = { ok: true } | { ok: false; reason: string; unavailable?: boolean }

/** Which check the visitor solves: ALTCHA by default, Turnstile when both of its keys are set. */
export type VerificationProvider = { kind: 'altcha' } | { kind: 'turnstile'; siteKey: string }

/**
 * What `POST /api/verification` accepts: the ALTCHA widget's `{ payload }` (it may add `code`,
 * `fields` and `timeZone`, which we do not use) or a Turnstile `{ token }`. Any other field is
 * refused, like every request body's.
 */
export const VerificationSubmissionSchema = z.strictObject({
  payload: z.string().min(1).max(4_000).optional(),
  token: z.string().min(1).max(4_096).optional(),
  code: z.string().max(200).optional(),
  fields: z.record(z.string().max(200), z.string().max(4_000)).optional(),
  timeZone: z.string().max(100).optional(),
})
export type VerificationSubmission = z.output<typeof VerificationSubmissionSchema>
