import 'server-only'
import { createHmac } from 'node:crypto'
import { getSecrets } from '@/server/secrets'

/**
 * Keys of the human check, each derived from SIGNING_SECRET for one purpose, so a value signed
 * for one use (a challenge) can never pass as another (a pass cookie).
 */
export function verificationKey(purpose: 'altcha-challenge' | 'altcha-key' | 'pass'): string {
  return createHmac('sha256', getSecrets().SIGNING_SECRET)
    .update(`northbridge verification: ${purpose}`)
    .digest('hex')
}
