/**
 * Every template rendered with realistic, fictional data: for the development mailbox's previews
 * and for tests. Links point at this site through `publicUrl`, as real messages' do.
 */
import { publicUrl } from '@/server/public-origin'
import { renderConsultationCancellation } from './consultation-cancellation'
import { renderConsultationConfirmation } from './consultation-confirmation'
import { renderConsultationNotification } from './consultation-notification'
import { renderConsultationReminder } from './consultation-reminder'
import { renderAccountExists } from './account-exists'
import { renderPasswordReset } from './password-reset'
import type { RenderedMail } from './rendered-mail'
import { renderUnsubscribeConfirmation } from './unsubscribe-confirmation'
import { renderVerifyEmail } from './verify-email'
import { renderWebinarAnnouncement } from './webinar-announcement'
import { renderWebinarSubscription } from './webinar-subscription'

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
export const sampleInputs = {
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
  webinarSubscription: {
    email: 'jordan.kim@meridian-freight.example',
    confirmUrl: publicUrl('/insights/webinars/subscription/confirm?token=Ud4mS9kWq3yTf7Ab'),
    unsubscribeUrl: publicUrl('/insights/webinars/subscription/unsubscribe?token=Ud4mS9kWq3yTf7Ab'),
  },
  unsubscribeConfirmation: {
    email: 'jordan.kim@meridian-freight.example',
    resubscribeUrl: publicUrl('/insights/webinars/subscription/resubscribe?token=Ud4mS9kWq3yTf7Ab'),
  },
  webinarAnnouncement: {
    title: 'Data Products That Last: Ownership, Contracts and Quality Gates',
    description:
      'Dashboards multiply and trust erodes when nobody owns the data behind them. This session lays out how to run data as products.',
    agenda: ['From datasets to data products', 'Data contracts', 'Live Q&A'],
    speakers: ['Marcus Oyelaran'],
    date: 'Monday, December 21, 2026',
    time: '7:00 PM EST',
    duration: '45 minutes',
    pageUrl: publicUrl('/insights/webinars/data-products-that-last'),
    // The meeting host is the one link that leaves the site.
    joinUrl: 'https://meet.northbridge.example/webinars/data-products-that-last',
    event: {
      title: 'Data Products That Last: Ownership, Contracts and Quality Gates',
      description: 'Dashboards multiply and trust erodes when nobody owns the data behind them.',
      startDate: new Date('2026-12-22T00:00:00Z'),
      endDate: new Date('2026-12-22T00:45:00Z'),
      location: 'https://meet.northbridge.example/webinars/data-products-that-last',
      uid: 'webinar-5b1d2c3e-9f0a-4b7c-8d6e-1a2b3c4d5e6f@northbridge.example',
    },
    unsubscribeUrl: publicUrl('/insights/webinars/subscription/unsubscribe?token=Ud4mS9kWq3yTf7Ab'),
  },
} as const

/**
 * One rendered sample; `to` is empty for mail that goes to the firm's own inbox (MAIL_TO_SALES).
 * `externalLinks` names the links that may leave the site (a webinar's meeting host).
 */
export type SampleMail = {
  template: string
  to?: string
  mail: RenderedMail
  externalLinks?: readonly string[]
}

export function sampleMails(): SampleMail[] {
  const visitor = sampleInputs.consultationConfirmation.email
  const subscriber = sampleInputs.webinarSubscription.email
  return [
    { template: 'verify-email', to: visitor, mail: renderVerifyEmail(sampleInputs.verifyEmail) },
    {
      template: 'account-exists',
      to: visitor,
      mail: renderAccountExists(sampleInputs.accountExists),
    },
    {
      template: 'password-reset',
      to: visitor,
      mail: renderPasswordReset(sampleInputs.passwordReset),
    },
    {
      template: 'consultation-confirmation',
      to: visitor,
      mail: renderConsultationConfirmation(sampleInputs.consultationConfirmation),
    },
    {
      template: 'consultation-reschedule',
      to: visitor,
      mail: renderConsultationConfirmation(sampleInputs.consultationReschedule),
    },
    {
      template: 'consultation-reminder',
      to: visitor,
      mail: renderConsultationReminder(sampleInputs.consultationReminder),
    },
    {
      template: 'consultation-cancellation',
      to: visitor,
      mail: renderConsultationCancellation(sampleInputs.consultationCancellation),
    },
    {
      template: 'consultation-notification',
      mail: renderConsultationNotification(sampleInputs.consultationNotification),
    },
    {
      template: 'webinar-subscription',
      to: subscriber,
      mail: renderWebinarSubscription(sampleInputs.webinarSubscription),
    },
    {
      template: 'unsubscribe-confirmation',
      to: subscriber,
      mail: renderUnsubscribeConfirmation(sampleInputs.unsubscribeConfirmation),
    },
    {
      template: 'webinar-announcement',
      to: subscriber,
      mail: renderWebinarAnnouncement(sampleInputs.webinarAnnouncement),
      externalLinks: [sampleInputs.webinarAnnouncement.joinUrl],
    },
  ]
}
