import { PASSWORD_LIMITS, PASSWORD_SPECIALS } from './auth.schema'

/**
 * The words of the account forms, dialog and pages (spec sections 2, 4 and 8), in one place so
 * the components, their tests and the end-to-end journeys say the same thing. The validation
 * messages live with the rules in auth.schema.ts. The header's own few words (its button names
 * and the confirmation-link notices) stay in account-entry.tsx: this module loads with the
 * forms, on first use, never with every page.
 */
export const authCopy = {
  dialog: {
    signInTitle: 'Welcome back',
    signInDescription: 'Sign in with your email address and password.',
    signUpTitle: 'Create an account',
    signUpDescription: 'We will e-mail you a link to confirm your address.',
    resetTitle: 'Reset your password',
    resetDescription: 'Enter your email address and we will send you a link to choose a new one.',
    toSignUpPrompt: "Don't have an account?",
    toSignUp: 'Sign up',
    toSignInPrompt: 'Already have an account?',
    toSignIn: 'Sign in',
    backToSignIn: 'Back to sign in',
  },
  fields: {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
  },
  passwordHint: `At least ${PASSWORD_LIMITS.min} characters, with an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`,
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: { submit: 'Sign In', busy: 'Signing In...', forgot: 'Forgot password?' },
  signUp: { submit: 'Create Account', busy: 'Creating Account...' },
  resetRequest: { submit: 'Send Reset Link', busy: 'Sending...' },
  resetPassword: { submit: 'Reset Password', busy: 'Resetting...' },
  unverified: {
    explanation:
      'Please confirm your email address first. Follow the link in the e-mail we sent when you signed up, or ask for a new one.',
    resend: 'Resend confirmation email',
    resending: 'Sending...',
  },
  toasts: {
    signedIn: 'Successfully signed in!',
    checkEmail: 'Check your email for the confirmation link!',
    signedOut: 'Successfully signed out!',
    resetEmailSent: 'Password reset email sent!',
    passwordReset: 'Your password has been reset. Please sign in.',
  },
  inbox: {
    title: 'Check your inbox',
    signUp: (email: string) =>
      `We have sent a confirmation link to ${email}. Follow it to confirm your address and sign in. It may take a minute to arrive; look in your spam folder too.`,
    reset:
      'If an account uses that address, a link to choose a new password is on its way. It may take a minute to arrive; look in your spam folder too.',
  },
  resetLink: {
    missingTitle: 'This link is incomplete',
    missing:
      'The password reset link you followed has no code in it. Copy the whole link from the e-mail, or ask for a new one.',
    expiredTitle: 'This link no longer works',
    expired:
      'The password reset link has expired or was already used. Links work once, for a limited time.',
    requestNew: 'Request a new reset link',
  },
} as const
