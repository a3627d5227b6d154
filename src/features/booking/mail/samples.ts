/**
 * Every booking e-mail rendered with realistic, fictional data: for the tests and `npm run mail:samples`
 * (the local mailbox then shows them). Links point at this site through `publicUrl`, as real
 * messages' do.
 */
import type { SampleMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import { renderConsultationCancellation } from './consultation-cancellation'
import { renderConsultationConfirmation } from './consultation-confirmation'
import { renderConsultationNotification } from './consultation-notification'
import { renderConsultationReminder } from './consultation-reminder'
import { renderConsultantInvitation } from './consultant-invitation'

const booking = {
  bookingId: '7c1e4b2a-5d3f-4e8b-9a61-2f0c8d7e9b14',
  name: 'Avery Castellano',
  email: 'avery.castellano@harborline-insurance.example',
  // Tuesday, December 8, 2026, 10:30 AM Eastern Time.
  startsAt: new Date('2026-12-08T15:30:00Z'),
  durationMinutes: 30,
  timeZone: 'America/New_York',
  timeZoneLabel: 'Eastern Time (ET)',
  questions:
    'We run claims processing on an on-premises system from 2009 and want to move it to the cloud next year.\n' +
    'Where would you start: with the data migration or with the integrations to our partner portals?\n' +
    'We also wonder whether document extraction with AI is mature enough for handwritten forms.',
}

const manageLinks = {
  cancelUrl: publicUrl('/consultations/cancel?token=Hc5nR8tVw2xLk0PeQ7sJd2mB9vXa4Ty6Lw1Nz3Kf8Ug'),
  rescheduleUrl: publicUrl(
    '/consultations/reschedule?token=Hc5nR8tVw2xLk0PeQ7sJd2mB9vXa4Ty6Lw1Nz3Kf8Ug',
  ),
}

/** The inputs of every sample, for tests that need to compare output with input. */
export const bookingSampleInputs = {
  consultationConfirmation: { ...booking, sequence: 0, ...manageLinks },
  consultationReschedule: {
    ...booking,
    // Moved from Monday, December 7, 2026, 2:00 PM Eastern Time.
    previousStartsAt: new Date('2026-12-07T19:00:00Z'),
    sequence: 1,
    ...manageLinks,
  },
  consultationReminder: { ...booking, ...manageLinks },
  consultationCancellation: { ...booking, sequence: 2, bookAgainUrl: publicUrl('/contact') },
  consultationNotification: booking,
  consultantInvitation: {
    ...booking,
    sequence: 0,
    news: 'assigned',
    consultant: {
      name: 'Ravi Patel',
      email: 'ravi.patel@northbridge.example',
      timeZone: 'America/Los_Angeles',
    },
  },
} as const

export function bookingSampleMails(): SampleMail[] {
  const visitor = bookingSampleInputs.consultationConfirmation.email
  return [
    {
      template: 'consultation-confirmation',
      to: visitor,
      mail: renderConsultationConfirmation(bookingSampleInputs.consultationConfirmation),
    },
    {
      template: 'consultation-reschedule',
      to: visitor,
      mail: renderConsultationConfirmation(bookingSampleInputs.consultationReschedule),
    },
    {
      template: 'consultation-reminder',
      to: visitor,
      mail: renderConsultationReminder(bookingSampleInputs.consultationReminder),
    },
    {
      template: 'consultation-cancellation',
      to: visitor,
      mail: renderConsultationCancellation(bookingSampleInputs.consultationCancellation),
    },
    {
      template: 'consultation-notification',
      mail: renderConsultationNotification(bookingSampleInputs.consultationNotification),
    },
    {
      template: 'consultant-invitation',
      to: bookingSampleInputs.consultantInvitation.consultant.email,
      mail: renderConsultantInvitation(bookingSampleInputs.consultantInvitation),
    },
  ]
}
