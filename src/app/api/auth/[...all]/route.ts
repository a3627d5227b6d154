import { authHandlers } from '@/app/_wiring/auth'

export const dynamic = 'force-dynamic'

/** Accounts: sign-up, confirmation, sign-in, sign-out, password reset (better-auth behind our guard). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = authHandlers()
