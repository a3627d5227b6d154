import 'server-only'
import { createHash } from 'node:crypto'
import type { Database } from '@/server/db/client'
import { queueMail } from '@/server/mail/outbox.server'
import type { RenderedMail } from '@/server/mail/rendered-mail'
import { publicUrl } from '@/server/public-origin'
import {
  formatEasternDate,
  formatEasternTime,
  webinarCalendarEvent,
  webinarPath,
  type Webinar,
} from '../webinar'
import { renderUnsubscribeConfirmation } from './unsubscribe-confirmation'
import { renderWebinarAnnouncement } from './webinar-announcement'
import { renderWebinarSubscription } from './webinar-subscription'

/** The links a subscriber's e-mails carry (decision 033). */
export type SubscriptionLinks = {
  /** Page that asks to confirm the subscription (double opt-in); good for 7 days. */
  confirmUrl: string
  /** Page that asks to unsubscribe; good until the subscription's links are next used. */
  unsubscribeUrl: string
  /** RFC 8058 endpoint a mail client POSTs to (List-Unsubscribe-Post). */
  oneClickUnsubscribeUrl: string
  /** Page that asks to put a departed subscriber back on the list. */
  resubscribeUrl: string
}

/** A subscriber as their e-mails see them, with the links of their subscription. */
export type SubscriberMail = { subscriptionId: string; email: string; links: SubscriptionLinks }

/**
 * List mail carries the one-click unsubscribe headers (RFC 2369, RFC 8058) that mail clients show
 * as an "Unsubscribe" button, besides the link in the message itself.
 */
function listHeaders(subscriber: SubscriberMail): Record<string, string> {
  return {
    'List-Unsubscribe': `<${subscriber.links.oneClickUnsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

function queue(
  tx: Database,
  key: string,
  subscriber: SubscriberMail,
  mail: RenderedMail,
  { headers = {}, list = false }: { headers?: Record<string, string>; list?: boolean } = {},
) {
  return queueMail(tx, { idempotencyKey: key, to: subscriber.email, mail, headers, list })
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * The e-mails of a webinar subscription, queued inside the transaction that changes it, so a
 * sign-up and its confirmation e-mail are committed together. Each key names one logical
 * message: one confirmation per sign-up, one announcement per webinar and subscriber.
 */
export const webinarMail = {
  async confirm(tx: Database, subscriber: SubscriberMail): Promise<void> {
    const { confirmUrl, unsubscribeUrl } = subscriber.links
    await queue(
      tx,
      `webinar-subscription:${subscriber.subscriptionId}:${fingerprint(confirmUrl)}`,
      subscriber,
      renderWebinarSubscription({ email: subscriber.email, confirmUrl, unsubscribeUrl }),
      { headers: listHeaders(subscriber) },
    )
  },

  async unsubscribed(tx: Database, subscriber: SubscriberMail, now = new Date()): Promise<void> {
    await queue(
      tx,
      `webinar-unsubscribed:${subscriber.subscriptionId}:${now.getTime()}`,
      subscriber,
      renderUnsubscribeConfirmation({
        email: subscriber.email,
        resubscribeUrl: subscriber.links.resubscribeUrl,
      }),
    )
  },

  async announce(tx: Database, subscriber: SubscriberMail, webinar: Webinar): Promise<void> {
    const pageUrl = publicUrl(webinarPath(webinar.slug))
    await queue(
      tx,
      `webinar-announcement:${webinar.id}:${subscriber.subscriptionId}`,
      subscriber,
      renderWebinarAnnouncement({
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
        unsubscribeUrl: subscriber.links.unsubscribeUrl,
      }),
      // Announcements are list mail: a suppressed address does not get them.
      { headers: listHeaders(subscriber), list: true },
    )
  },
}
