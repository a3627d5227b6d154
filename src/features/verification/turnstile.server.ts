import 'server-only'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import type { HumanCheckResult } from './human-check'
import { claimOnce } from '@/server/security/used-once'

/** Turnstile tokens are valid for 300 seconds (Cloudflare's documentation). */
const TOKEN_LIFETIME_MS = 300_000
const SITEVERIFY_TIMEOUT_MS = 5_000

const SiteverifyResponseSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  hostname: z.string().optional(),
})

export type TurnstileConfig = {
  secretKey: string
  verifyUrl: string
  /** Host names a token may have been solved on; a token from elsewhere is refused. */
  hostnames?: string[]
}

/**
 * Verifies a Turnstile token with Cloudflare's siteverify endpoint (a form POST of secret,
 * response and remoteip, answered with `{ success, error-codes }`). A token is accepted once here
 * too, even though Cloudflare also refuses duplicates.
 */
export async function verifyTurnstileToken(
  db: Database,
  token: string,
  { secretKey, verifyUrl, hostnames }: TurnstileConfig,
  remoteIp: string | undefined,
  now: Date = new Date(),
): Promise<HumanCheckResult> {
  const form = new URLSearchParams({ secret: secretKey, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  let response: Response
  try {
    response = await fetch(verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    })
  } catch (error) {
    return { ok: false, unavailable: true, reason: `siteverify unreachable: ${String(error)}` }
  }
  const parsed = SiteverifyResponseSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) {
    return {
      ok: false,
      unavailable: true,
      reason: `siteverify answered ${response.status} without its JSON`,
    }
  }
  const answer = parsed.data
  if (!answer.success) {
    return { ok: false, reason: (answer['error-codes'] ?? ['rejected']).join(',') }
  }
  // A site key may be allowed on several hosts (staging, say); only this site's tokens count here.
  if (hostnames && answer.hostname && !hostnames.includes(answer.hostname)) {
    return { ok: false, reason: `token solved on ${answer.hostname}` }
  }
  const fresh = await claimOnce(
    db,
    `turnstile:${token}`,
    new Date(now.getTime() + TOKEN_LIFETIME_MS),
  )
  return fresh ? { ok: true } : { ok: false, reason: 'already used' }
}
