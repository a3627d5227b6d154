import 'server-only'
import { SUBSCRIPTION_LINK_LIMIT } from '@/features/webinars/limits'
import { LinkTokenQuerySchema } from '@/features/webinars/subscription.schema'
import {
  subscriptionPagePath,
  subscriptionPagePaths,
  type SubscriptionAction,
  type SubscriptionResult,
} from '@/features/webinars/subscription-paths'
import {
  confirmSubscription,
  resubscribe,
  unsubscribe,
  type ConfirmOutcome,
  type ManagementOutcome,
} from '@/features/webinars/subscriptions.server'
import { recordConversion } from '@/server/analytics/counting.server'
import { endpoint } from '@/server/http/api-route'
import { isFormNavigation, seeOther } from '@/server/http/form-navigation'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

/**
 * The endpoints the buttons of the subscription pages post to (decision 033): the e-mailed links
 * open pages that change nothing, and only these POSTs act. A browser's form submission is
 * answered with a 303 to the page that shows the result (post/redirect/get); anything else (a
 * script, a mail client's RFC 8058 one-click POST) gets JSON. Route files export them through
 * the request helper.
 */

type Failure = 'expired' | 'used' | 'invalid'

const failures: Record<Failure, [status: number, message: string]> = {
  expired: [410, 'This confirmation link has expired. Please subscribe again.'],
  used: [410, 'This link has already been used. The newest e-mail from us has one that works.'],
  invalid: [404, 'This link is not valid.'],
}

const acted = (
  result: ConfirmOutcome | ManagementOutcome,
): result is Extract<ConfirmOutcome | ManagementOutcome, { email: string }> =>
  result.outcome === 'done' || result.outcome === 'unchanged'

/** The answer to one button: the result page for a browser, JSON for anything else. */
function answer(
  request: Request,
  result: ConfirmOutcome | ManagementOutcome,
  json: Record<string, boolean>,
  page: { action: SubscriptionAction; token: string; result?: SubscriptionResult },
): Response {
  if (isFormNavigation(request.headers)) {
    return seeOther(subscriptionPagePath(page.action, page.token, page.result))
  }
  if (acted(result)) return jsonResponse(json)
  const [status, message] = failures[result.outcome]
  return errorResponse(status, message)
}

const linkEndpoint = (action: SubscriptionAction) => ({
  query: LinkTokenQuerySchema,
  rateLimits: [SUBSCRIPTION_LINK_LIMIT],
  formPage: subscriptionPagePaths[action],
})

/** `POST /api/webinars/subscriptions/confirm?token=…`: the confirm page's button. */
export const confirmLinkEndpoint = endpoint({
  ...linkEndpoint('confirm'),
  handle: async ({ request, query, db, client }) => {
    const result = await confirmSubscription(db, query.token)
    // A subscription confirmed now (not a second click): counted, never awaited (decision 051).
    if (result.outcome === 'done') {
      void recordConversion(db, { headers: request.headers, client }, 'webinar-subscribed')
    }
    // Confirmed: the same page, now saying so; otherwise the page explains the link's state.
    return answer(
      request,
      result,
      { confirmed: true },
      {
        action: 'confirm',
        token: query.token,
        result: acted(result) ? 'confirmed' : undefined,
      },
    )
  },
})

/**
 * `POST /api/webinars/subscriptions/unsubscribe?token=…`: the unsubscribe page's button, and the
 * URL of every list e-mail's `List-Unsubscribe` header, which mail clients POST to with
 * `List-Unsubscribe=One-Click` (RFC 8058). The POST itself is the request, so the body is not read.
 */
export const unsubscribeLinkEndpoint = endpoint({
  ...linkEndpoint('unsubscribe'),
  handle: async ({ request, query, db }) => {
    const result = await unsubscribe(db, query.token)
    if (result.outcome === 'done') wakeMailDelivery()
    // Done: the page with the new subscribe-again link (the one just used no longer works).
    return answer(
      request,
      result,
      { unsubscribed: true },
      result.outcome === 'done'
        ? { action: 'resubscribe', token: result.tokens.resubscribe, result: 'unsubscribed' }
        : { action: 'unsubscribe', token: query.token },
    )
  },
})

/** `POST /api/webinars/subscriptions/resubscribe?token=…`: the subscribe-again page's button. */
export const resubscribeLinkEndpoint = endpoint({
  ...linkEndpoint('resubscribe'),
  handle: async ({ request, query, db }) => {
    const result = await resubscribe(db, query.token)
    // Done: the page with the new unsubscribe link, as every later announcement will carry.
    return answer(
      request,
      result,
      { subscribed: true },
      result.outcome === 'done'
        ? { action: 'unsubscribe', token: result.tokens.unsubscribe, result: 'resubscribed' }
        : { action: 'resubscribe', token: query.token },
    )
  },
})
