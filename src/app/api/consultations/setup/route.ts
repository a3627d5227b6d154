import { getEnv } from '@/config/env.server'
import { READ_LIMIT } from '@/features/booking/limits'
import { hasUnspentPass } from '@/features/verification/pass.server'
import { verificationProvider } from '@/features/verification/verification.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/**
 * What the statically built /contact page needs to know from the running server: which human
 * check to show, whether this visitor holds a pass no booking has spent yet, and which scheduler
 * follows it.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    rateLimits: [READ_LIMIT],
    handle: async ({ request, db }) => {
      const env = getEnv()
      return jsonResponse({
        verification: verificationProvider(env),
        // A pass spent on a booking no longer counts: a second booking starts at the check.
        verified: await hasUnspentPass(db, request),
        scheduler: env.SCHEDULER_EMBED_URL
          ? { kind: 'embed', url: env.SCHEDULER_EMBED_URL }
          : { kind: 'built-in' },
      })
    },
  }),
})
