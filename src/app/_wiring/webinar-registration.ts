import 'server-only'
import { ERASED_ADDRESS_MESSAGE, sourcePage } from '@/features/webinars/consent.server'
import {
  JOIN_LINK_LIMIT,
  REGISTER_LIMIT,
  REGISTRATION_LINK_LIMIT,
} from '@/features/webinars/limits'
import {
  RegistrationRequestSchema,
  RegistrationTokenQuerySchema,
} from '@/features/webinars/registration.schema'
import {
  cancelPagePath,
  joinProblemPath,
  registrationPaths,
} from '@/features/webinars/registration-paths'
import {
  cancelRegistration,
  registerForWebinar,
  followJoinLink,
} from '@/features/webinars/registrations.server'
import { recordConversion } from '@/server/analytics/counting.server'
import { endpoint } from '@/server/http/api-route'
import { isFormNavigation, seeOther } from '@/server/http/form-navigation'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

/*
 * The registration endpoints (issue 29, decision 049), exported by their route files through the
 * request helper: the register form, the personal join link, and the cancel button (also the
 * List-Unsubscribe target of every registration e-mail).
 */

/** What the form says when every seat is taken (the page then offers the subscribe form). */
export const FULL_MESSAGE =
  'This session is full. Subscribe below and we will tell you about the next one.'
const CLOSED_MESSAGE = 'Registration for this session has closed.'

/** `POST /api/webinars/registrations`: the register form of an upcoming webinar's page. */
export const registerEndpoint = endpoint({
  body: RegistrationRequestSchema,
  maxBodyBytes: 2 * 1024,
  rateLimits: [REGISTER_LIMIT],
  handle: async ({ body, db, request, requestId, client }) => {
    if (body.contact_me_by_fax) {
      // A form-filling script: answer as if it worked, store and send nothing.
      log.warn('registration ignored: honeypot filled', { requestId })
      return jsonResponse({ registered: true }, { status: 201 })
    }
    const result = await registerForWebinar(db, body, { source: sourcePage(request) })
    switch (result.outcome) {
      case 'registered':
        wakeMailDelivery()
        // Committed; counted without being awaited (decision 051).
        void recordConversion(db, { headers: request.headers, client }, 'webinar-registered')
        return jsonResponse({ registered: true }, { status: 201 })
      case 'already-registered':
        // Kind and unrevealing: the same answer, nothing sent again.
        return jsonResponse({ registered: true }, { status: 201 })
      case 'full':
        return errorResponse(409, FULL_MESSAGE)
      case 'closed':
        return errorResponse(409, CLOSED_MESSAGE)
      case 'erased':
        return errorResponse(409, ERASED_ADDRESS_MESSAGE)
      case 'not-found':
        return errorResponse(404, 'This webinar does not exist.')
    }
  },
})

/**
 * `GET /api/webinars/registrations/join?token=…`: the personal join link. Records the visit and
 * sends the registrant on to the meeting (303); a link that cannot lead there goes to a page that
 * says why. No JSON: only people follow it.
 */
export const joinEndpoint = endpoint({
  query: RegistrationTokenQuerySchema,
  rateLimits: [JOIN_LINK_LIMIT],
  handle: async ({ query, db, requestId }) => {
    let result
    try {
      result = await followJoinLink(db, query.token)
    } catch (error) {
      log.error('join link could not be followed', { requestId, error })
      return seeOther(joinProblemPath('unavailable'))
    }
    if (result.outcome !== 'join') return seeOther(joinProblemPath(result.outcome))
    return new Response(null, {
      status: 303,
      headers: {
        location: result.url,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    })
  },
})

/**
 * `POST /api/webinars/registrations/cancel?token=…`: the cancel page's button, and RFC 8058's
 * one-click POST of a mail client to every registration e-mail's `List-Unsubscribe` URL. A GET (a
 * link scanner) is a 405 and changes nothing.
 */
export const cancelEndpoint = endpoint({
  query: RegistrationTokenQuerySchema,
  rateLimits: [REGISTRATION_LINK_LIMIT],
  formPage: registrationPaths.cancelPage,
  handle: async ({ request, query, db }) => {
    const result = await cancelRegistration(db, query.token)
    if (isFormNavigation(request.headers)) {
      return seeOther(
        cancelPagePath(query.token, result.outcome === 'done' ? 'cancelled' : undefined),
      )
    }
    if (result.outcome === 'invalid') return errorResponse(404, 'This link is not valid.')
    return jsonResponse({ cancelled: true })
  },
})
