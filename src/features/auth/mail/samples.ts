/**
 * Every account e-mail rendered with realistic, fictional data: for the tests and `npm run mail:samples`
 * (the local mailbox then shows them). Links point at this site through `publicUrl`, as real
 * messages' do.
 */
import type { SampleMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import { renderAccountExists } from './account-exists'
import { renderPasswordReset } from './password-reset'
import { renderVerifyEmail } from './verify-email'

/** The inputs of every sample, for tests that need to compare output with input. */
export const accountSampleInputs = {
  verifyEmail: {
    name: 'Avery Castellano',
    verifyUrl: publicUrl('/api/auth/verify-email?token=q8XfT2mLr9vBn4Kc'),
    expiresInHours: 24,
  },
  accountExists: {
    name: 'Avery Castellano',
    signInUrl: publicUrl('/auth'),
    resetUrl: publicUrl('/auth?reset=1'),
  },
  passwordReset: {
    name: 'Avery Castellano',
    resetUrl: publicUrl('/auth/reset-password?token=Zp3wY7hQe1sJd6Ua'),
    expiresInMinutes: 60,
  },
} as const

export function accountSampleMails(): SampleMail[] {
  const visitor = 'avery.castellano@harborline-insurance.example'
  return [
    {
      template: 'verify-email',
      to: visitor,
      mail: renderVerifyEmail(accountSampleInputs.verifyEmail),
    },
    {
      template: 'account-exists',
      to: visitor,
      mail: renderAccountExists(accountSampleInputs.accountExists),
    },
    {
      template: 'password-reset',
      to: visitor,
      mail: renderPasswordReset(accountSampleInputs.passwordReset),
    },
  ]
}
