/**
 * Every webinar e-mail rendered with realistic, fictional data: for the tests and `npm run mail:samples`
 * (the local mailbox then shows them). Links point at this site through `publicUrl`, as real
 * messages' do.
 */
import type { SampleMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import { renderUnsubscribeConfirmation } from './unsubscribe-confirmation'
import { renderWebinarAnnouncement } from './webinar-announcement'
import { renderWebinarSubscription } from './webinar-subscription'
import {
  renderRegistrationCancelled,
  renderRegistrationConfirmation,
  renderRegistrationReminder,
  renderRegistrationReplay,
  renderRegistrationTimeChanged,
} from './webinar-registration'

const registrant = {
  name: 'Priya Nair',
  email: 'priya.nair@harbourline-logistics.example',
  session: {
    title: 'Data Products That Last: Ownership, Contracts and Quality Gates',
    date: 'Monday, December 21, 2026',
    time: '7:00 PM EST',
    duration: '45 minutes',
    speakers: ['Marcus Oyelaran'],
    pageUrl: publicUrl('/insights/webinars/data-products-that-last'),
  },
  joinUrl: publicUrl('/api/webinars/registrations/join?token=Yj3kR8pLm2Qw.Zt6vN1'),
  cancelUrl: publicUrl('/insights/webinars/registration/cancel?token=Hq7sD4fGa9Xc.Lp2wE5'),
}

const registrantEvent = {
  title: registrant.session.title,
  description: 'Dashboards multiply and trust erodes when nobody owns the data behind them.',
  startDate: new Date('2026-12-22T00:00:00Z'),
  endDate: new Date('2026-12-22T00:45:00Z'),
  location: registrant.joinUrl,
  uid: 'webinar-5b1d2c3e-9f0a-4b7c-8d6e-1a2b3c4d5e6f@northbridge.example',
  sequence: 1797000000,
}

/** The inputs of every sample, for tests that need to compare output with input. */
export const webinarSampleInputs = {
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
  registrationConfirmation: { ...registrant, event: registrantEvent },
  registrationReminder: { ...registrant, lead: '24h' },
  registrationTimeChanged: {
    ...registrant,
    event: registrantEvent,
    previous: { date: 'Thursday, December 17, 2026', time: '7:00 PM EST' },
  },
  registrationCancelled: {
    name: registrant.name,
    email: registrant.email,
    session: registrant.session,
    webinarsUrl: publicUrl('/insights/webinars'),
  },
  registrationReplay: {
    ...registrant,
    // The video host is the one link that leaves the site.
    replayUrl: 'https://video.northbridge.example/webinars/data-products-that-last',
  },
} as const

export function webinarSampleMails(): SampleMail[] {
  const subscriber = webinarSampleInputs.webinarSubscription.email
  return [
    {
      template: 'webinar-subscription',
      to: subscriber,
      mail: renderWebinarSubscription(webinarSampleInputs.webinarSubscription),
    },
    {
      template: 'unsubscribe-confirmation',
      to: subscriber,
      mail: renderUnsubscribeConfirmation(webinarSampleInputs.unsubscribeConfirmation),
    },
    {
      template: 'webinar-announcement',
      to: subscriber,
      mail: renderWebinarAnnouncement(webinarSampleInputs.webinarAnnouncement),
      externalLinks: [webinarSampleInputs.webinarAnnouncement.joinUrl],
    },
    ...registrationSampleMails(),
  ]
}

function registrationSampleMails(): SampleMail[] {
  const inputs = webinarSampleInputs
  const to = registrant.email
  return [
    {
      template: 'webinar-registration-confirmation',
      to,
      mail: renderRegistrationConfirmation(inputs.registrationConfirmation),
    },
    {
      template: 'webinar-registration-reminder-24h',
      to,
      mail: renderRegistrationReminder(inputs.registrationReminder),
    },
    {
      template: 'webinar-registration-reminder-1h',
      to,
      mail: renderRegistrationReminder({ ...inputs.registrationReminder, lead: '1h' }),
    },
    {
      template: 'webinar-registration-time-changed',
      to,
      mail: renderRegistrationTimeChanged(inputs.registrationTimeChanged),
    },
    {
      template: 'webinar-registration-cancelled',
      to,
      mail: renderRegistrationCancelled(inputs.registrationCancelled),
    },
    {
      template: 'webinar-registration-replay',
      to,
      mail: renderRegistrationReplay(inputs.registrationReplay),
      externalLinks: [inputs.registrationReplay.replayUrl],
    },
  ]
}
