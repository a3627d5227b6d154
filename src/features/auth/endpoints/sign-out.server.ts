import 'server-only'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import {
  forwardToBetterAuth,
  hintCookie,
  isSecureSite,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'

const NoBody = z.strictObject({})

/** `POST /api/auth/sign-out`: ends the session (on every instance) and clears the hint. */
export const signOutEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: NoBody,
    rateLimits: [AUTH_LIMITS.signOutPerClient],
    handle: async (context) => {
      const response = await forwardToBetterAuth(dependencies, context, {
        method: 'POST',
        path: '/sign-out',
        body: {},
        reshape: () => ({ success: true }),
      })
      // Signing out twice (a stale tab) is still "signed out"; clear the hint either way.
      if (!response.ok) {
        const headers = new Headers({
          'set-cookie': hintCookie(false, isSecureSite(dependencies)),
        })
        return jsonResponse({ success: true }, { headers })
      }
      return response
    },
  })
