import 'server-only'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import type { HumanCheckResult } from './human-check'
import { verificationKey } from './secrets.server'
import { claimOnce } from '@/server/security/used-once'

/** A challenge must be solved and sent back within this time. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000

/**
 * The work asked of a browser: PBKDF2-SHA-256 with `COST` iterations per attempt, and the answer
 * is a random counter in the range below, so a solver tries that many keys. About a second on a
 * phone; a spammer pays it for every single request.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 500
const COUNTER_RANGE = { min: 1_000, max: 4_000 }

export async function createAltchaChallenge(now: Date = new Date()) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    // Deterministic mode: the server knows the answer's key and signs it, so verifying costs one
    // HMAC instead of a key derivation.
    counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: verificationKey('altcha-challenge'),
    hmacKeySignatureSecret: verificationKey('altcha-key'),
  })
}

/** What the widget sends back: base64 of `{ challenge: { parameters, signature }, solution }`. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(256),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
})

function decodePayload(payload: string) {
  try {
    return PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
  } catch {
    return undefined
  }
}

/**
 * Verifies a solved challenge: signed by us, not expired, the right answer, and never used
 * before. A solution is accepted once; a replay is refused even within its lifetime.
 */
export async function verifyAltchaPayload(
  db: Database,
  payload: string,
  now: Date = new Date(),
): Promise<HumanCheckResult> {
  const decoded = decodePayload(payload)
  if (!decoded?.success) return { ok: false, reason: 'malformed payload' }
  const { challenge, solution } = decoded.data
  if (challenge.parameters.algorithm !== ALGORITHM) return { ok: false, reason: 'wrong algorithm' }
  const expiresAt = challenge.parameters.expiresAt
  if (!expiresAt || expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }

  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: verificationKey('altcha-challenge'),
    hmacKeySignatureSecret: verificationKey('altcha-key'),
  })
  if (!result.verified) {
    return { ok: false, reason: result.expired ? 'expired' : 'invalid solution' }
  }
  const fresh = await claimOnce(db, `altcha:${challenge.signature}`, new Date(expiresAt * 1000))
  return fresh ? { ok: true } : { ok: false, reason: 'already used' }
}
