import 'server-only'
import type { z } from 'zod'
import { PASSWORD_REQUIRED_MESSAGE } from '@/components/console/password-required'
import { endpoint, type Endpoint, type EndpointContext } from '@/server/http/api-route'
import { errorResponse, tooManyRequests } from '@/server/http/json-response'
import { log } from '@/server/log'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { STAFF_CHANGE_LIMIT } from '../limits'
import { decide, SENSITIVE_ACTIONS, type Actor, type StaffAction } from '../policy'
import {
  passwordRecentlyChecked,
  readStaffSession,
  type StaffSession,
} from '../staff-session.server'
import type { StaffAuthDependencies } from './forward.server'

export type StaffEndpointContext<B, Q, P> = EndpointContext<B, Q, P> & {
  session: StaffSession
  /** The member as the policy sees them. */
  actor: Actor
  now: Date
}

type StaffEndpointDefinition<B, Q, P> = Omit<Endpoint<B, Q, P>, 'handle' | 'tier'> & {
  /** The policy action the endpoint takes; its target, where it has one, is checked by `handle`. */
  action: StaffAction
  handle: (context: StaffEndpointContext<B, Q, P>) => Promise<Response> | Response
}

/**
 * A console endpoint (decision 042): the request helper's steps, then the staff session (a live
 * one: not idle, not past 12 hours, with the authenticator app enrolled), then the policy's word
 * on the action for the member's role, then, for a sensitive action, a password typed in the last
 * ten minutes. Requests count against the staff change limit, per member. The handler checks the action's
 * target (whose consultation, which member) and writes the audit entry in its own transaction.
 */
export function staffEndpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  dependencies: StaffAuthDependencies,
  { action, handle, ...definition }: StaffEndpointDefinition<B, Q, P>,
): Endpoint<B, Q, P> {
  return endpoint<B, Q, P>({
    ...definition,
    handle: async (context) => {
      const now = dependencies.now?.() ?? new Date()
      const session = await readStaffSession(
        dependencies.auth(),
        context.db,
        context.request.headers,
        now,
      )
      if (!session || !session.member.twoFactorEnabled) {
        return errorResponse(401, 'Please sign in again.')
      }
      // Counted per member once signed in, so requests without a session (from the same office
      // address, say) cannot use up what the members there share.
      const changes = await consumeRateLimit(context.db, STAFF_CHANGE_LIMIT, session.member.id, now)
      if (!changes.allowed) return tooManyRequests(changes.retryAfterSeconds)
      const actor: Actor = { id: session.member.id, role: session.member.role }
      if (!decide(actor, action).allowed) {
        // A member trying what their role does not allow is worth a look (ids only, no data).
        log.warn('staff action refused by role', {
          memberId: actor.id,
          action,
          requestId: context.requestId,
        })
        return errorResponse(403, 'Your role does not allow this.')
      }
      if (SENSITIVE_ACTIONS.has(action) && !passwordRecentlyChecked(session, now)) {
        return errorResponse(403, PASSWORD_REQUIRED_MESSAGE)
      }
      return handle({ ...context, session, actor, now })
    },
  })
}
