/**
 * Where a registration's e-mailed links lead (decision 049). The join link is a GET that records
 * the visit and sends the registrant on to the meeting; the cancel link opens a page that asks,
 * and only its button (or a mail client's RFC 8058 one-click POST) cancels.
 */
export const registrationPaths = {
  /** `POST`: the register form. */
  register: '/api/webinars/registrations',
  /** `GET ?token=`: the personal join link. */
  join: '/api/webinars/registrations/join',
  /** The page a join link leads to when it cannot send the registrant to a meeting. */
  joinPage: '/insights/webinars/registration/join',
  /** The page that asks to cancel. */
  cancelPage: '/insights/webinars/registration/cancel',
  /** `POST ?token=`: its button, and the List-Unsubscribe target. */
  cancel: '/api/webinars/registrations/cancel',
} as const

/** Why a join link did not lead to the meeting. */
export type JoinProblem = 'invalid' | 'cancelled' | 'no-link' | 'over' | 'unavailable'

export const JOIN_PROBLEMS: readonly JoinProblem[] = [
  'invalid',
  'cancelled',
  'no-link',
  'over',
  'unavailable',
]

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`

export const joinLinkPath = (token: string) => withQuery(registrationPaths.join, { token })
export const joinProblemPath = (problem: JoinProblem) =>
  withQuery(registrationPaths.joinPage, { problem })
export const cancelPagePath = (token: string, result?: 'cancelled') =>
  withQuery(registrationPaths.cancelPage, result ? { token, result } : { token })
export const cancelEndpointPath = (token: string) => withQuery(registrationPaths.cancel, { token })
