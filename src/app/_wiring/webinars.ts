import 'server-only'
import { webinarMail } from '@/features/mail/webinar-mail.server'
import type { SubscriptionMailer } from '@/features/webinars/subscriptions.server'
import {
  formatEasternDate,
  formatEasternTime,
  webinarCalendarEvent,
  webinarPath,
} from '@/features/webinars/webinar'
import { publicUrl } from '@/server/public-origin'

export { wakeMailDelivery } from '@/features/mail/delivery.server'

/**
 * Where the webinars and mail features meet (features never import each other): subscriptions
 * queue their e-mails through the mail feature's outbox, inside their own transactions. Used by
 * the API routes (the subscription pages' buttons among them) and `npm run webinars`.
 */
export const webinarMailer: SubscriptionMailer = {
  confirm: (tx, subscriber) => webinarMail.confirm(tx, subscriber),
  unsubscribed: (tx, subscriber) => webinarMail.unsubscribed(tx, subscriber),
  announce: (tx, subscriber, webinar) => {
    const pageUrl = publicUrl(webinarPath(webinar.slug))
    return webinarMail.announce(tx, subscriber, webinar.id, {
      title: webinar.title,
      description: webinar.description,
      agenda: webinar.agenda,
      speakers: webinar.speakers,
      date: formatEasternDate(webinar.startsAt),
      time: formatEasternTime(webinar.startsAt),
      duration: webinar.duration,
      pageUrl,
      joinUrl: webinar.zoomLink,
      event: webinarCalendarEvent(webinar, pageUrl),
    })
  },
}

/** Sign-ups per client address: people subscribe once, scripts many times. */
export const SUBSCRIBE_LIMIT = { name: 'webinar-subscriptions', limit: 5, windowMs: 60 * 60_000 }
/** Presses of the subscription pages' buttons and RFC 8058 one-click POSTs, per client. */
export const SUBSCRIPTION_LINK_LIMIT = {
  name: 'webinar-subscription-links',
  limit: 30,
  windowMs: 60 * 60_000,
}
/** Calendar files and other reads, per client. */
export const WEBINAR_READ_LIMIT = { name: 'webinar-reads', limit: 120, windowMs: 60_000 }
