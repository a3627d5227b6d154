import { getEnv } from '@/config/env.server'
import { createAltchaChallenge } from '@/features/verification/altcha.server'
import { CHALLENGE_LIMIT } from '@/features/verification/limits'
import { verificationProvider } from '@/features/verification/verification.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** A fresh ALTCHA challenge for the widget on /contact (none while Turnstile is configured). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    rateLimits: [CHALLENGE_LIMIT],
    handle: async () => {
      if (verificationProvider(getEnv()).kind !== 'altcha') {
        return errorResponse(404, 'Not found')
      }
      return jsonResponse(await createAltchaChallenge())
    },
  }),
})
