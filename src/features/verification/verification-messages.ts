/** The human check's words (spec sections 4 and 8), shared by the gate and the server. */
export const verificationMessages = {
  success: 'Verification Successful!',
  redirecting: 'Redirecting you to the scheduling system...',
  failed: 'Verification failed. Please try again.',
  expired: 'Verification expired. Please try again.',
  initFailed: 'Failed to initialize verification system.',
  tryAgain: 'Try Again',
  domainError: (host: string) =>
    `Domain verification error. Current domain: ${host}. Please check Turnstile configuration.`,
} as const

/**
 * What the gate says for a Turnstile error code: the spec's domain message for 1102xx (the site key
 * does not allow this host), otherwise the general failure.
 */
export function turnstileErrorNotice(code: string | number, host: string): string {
  return String(code).startsWith('1102')
    ? verificationMessages.domainError(host)
    : verificationMessages.failed
}

/** How long a passed check lets the visitor book before asking again. */
export const PASS_LIFETIME_SECONDS = 30 * 60
