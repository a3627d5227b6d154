/** What an invitation link that can no longer be used says, on its page and from the API. */
export const INVITATION_CLOSED = {
  unknown: 'This invitation link is not valid. Please ask for a new invitation.',
  used: 'This invitation has already been used. Sign in with the password you chose.',
  expired: 'This invitation has expired. Please ask whoever invited you for a new one.',
} as const
