import 'server-only'
import { endpoint } from '@/server/http/api-route'
import {
  forwardToBetterAuth,
  publicUser,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'

/** `GET /api/auth/get-session`: the signed-in person (public fields only), or null. */
export const getSessionEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    rateLimits: [AUTH_LIMITS.sessionPerClient],
    handle: (context) =>
      forwardToBetterAuth(dependencies, context, {
        method: 'GET',
        path: '/get-session',
        reshape: (body) => {
          const user = (body as { user?: Record<string, unknown> } | null)?.user
          return user ? { user: publicUser(user) } : null
        },
      }),
  })
