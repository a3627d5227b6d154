import 'server-only'
import { turnstileKeys, type Env } from '@/config/env.server'
import type { Database } from '@/server/db/client'
import { publicOrigin } from '@/server/public-origin'
import { verifyAltchaPayload } from './altcha.server'
import type { HumanCheckResult, VerificationProvider, VerificationSubmission } from './human-check'
import { verifyTurnstileToken } from './turnstile.server'

export function verificationProvider(env: Env): VerificationProvider {
  const turnstile = turnstileKeys(env)
  return turnstile ? { kind: 'turnstile', siteKey: turnstile.siteKey } : { kind: 'altcha' }
}

/**
 * The host names a Turnstile token may have been solved on: the public origin's and any listed in
 * TURNSTILE_HOSTNAMES. Configuration only: a request's Host header is the client's to choose, so
 * accepting it would let a token solved on any site with the same site key pass here.
 */
export function turnstileHostnames(env: Env): string[] {
  return [...new Set([new URL(publicOrigin(env)).hostname, ...env.TURNSTILE_HOSTNAMES])]
}

/** Checks a submission with the configured provider; the other provider's field is ignored. */
export async function checkHuman(
  db: Database,
  submission: VerificationSubmission,
  env: Env,
  client: { remoteIp?: string },
): Promise<HumanCheckResult> {
  const turnstile = turnstileKeys(env)
  if (turnstile) {
    if (!submission.token) return { ok: false, reason: 'no Turnstile token' }
    return verifyTurnstileToken(
      db,
      submission.token,
      {
        secretKey: turnstile.secretKey,
        verifyUrl: env.TURNSTILE_VERIFY_URL,
        hostnames: turnstileHostnames(env),
      },
      client.remoteIp,
    )
  }
  if (!submission.payload) return { ok: false, reason: 'no ALTCHA payload' }
  return verifyAltchaPayload(db, submission.payload)
}
