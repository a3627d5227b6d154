import { z } from '@/lib/zod'

/**
 * Field rules that more than one form shares (spec section 5), with their messages: the booking
 * form, the webinar subscription and the account forms validate a name or an e-mail address the
 * same way, in the browser and on the server.
 */
export const fieldMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  nameTooShort: 'Name must be at least 2 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email is too long',
} as const

export const FIELD_LIMITS = { nameMax: 50, nameMin: 2, emailMax: 254 } as const

/** Letters of any alphabet, spaces, hyphens and straight or typographic apostrophes. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]*$/u

/** The usual address shape, with a top-level part of at least two letters. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/

export const NameSchema = z
  .string({ error: fieldMessages.nameRequired })
  .trim()
  .min(1, fieldMessages.nameRequired)
  .max(FIELD_LIMITS.nameMax, fieldMessages.nameTooLong)
  .regex(NAME_CHARACTERS, fieldMessages.nameCharacters)
  .min(FIELD_LIMITS.nameMin, fieldMessages.nameTooShort)

export const EmailSchema = z
  .string({ error: fieldMessages.emailRequired })
  .trim()
  .min(1, fieldMessages.emailRequired)
  .regex(EMAIL, fieldMessages.emailInvalid)
  .max(FIELD_LIMITS.emailMax, fieldMessages.emailTooLong)
