import { getEnv } from '@/config/env.server'
import { hasValidPass } from '@/features/verification/pass.server'
import { verificationProvider } from '@/features/verification/verification.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { READ_LIMIT } from '../booking-wiring'

export const dynamic = 'force-dynamic'

/**
 * What the statically built /contact page needs to know from the running server: which human
 * check to show, whether this visitor already passed it, and which scheduler follows it.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    rateLimits: [READ_LIMIT],
    handle: ({ request }) => {
      const env = getEnv()
      return jsonResponse({
        verification: verificationProvider(env),
        verified: hasValidPass(request),
        scheduler: env.SCHEDULER_EMBED_URL
          ? { kind: 'embed', url: env.SCHEDULER_EMBED_URL }
          : { kind: 'built-in' },
      })
    },
  }),
})
