/**
 * The staff e-mails rendered with realistic, fictional data: for the tests and `npm run
 * mail:samples` (the local mailbox then shows them).
 */
import type { SampleMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import { renderStaffInvitation } from './staff-invitation'

export const staffSampleInputs = {
  invitation: {
    invitedBy: 'Priya Raman',
    role: 'consultant',
    acceptUrl: publicUrl('/staff/invitation?token=r4Kd9QmV2xLp7TzW1nBc6HsJ3fYg8EuA0oNi5PqXvZe'),
    expiresInHours: 48,
  },
} as const

export function staffSampleMails(): SampleMail[] {
  return [
    {
      template: 'staff-invitation',
      to: 'jordan.okafor@northbridge.example',
      mail: renderStaffInvitation(staffSampleInputs.invitation),
    },
  ]
}
