import 'server-only'
import { createHash } from 'node:crypto'
import { getEnv } from '@/config/env.server'
import type { Database } from '@/server/db/client'
import { enqueueMail } from './outbox.server'
import type { RenderedMail } from './templates/rendered-mail'
import { renderUnsubscribeConfirmation } from './templates/unsubscribe-confirmation'
import {
  renderWebinarAnnouncement,
  type WebinarAnnouncementInput,
} from './templates/webinar-announcement'
import { renderWebinarSubscription } from './templates/webinar-subscription'

/** A subscriber as the webinars feature hands it over, with the links of their subscription. */
export type WebinarSubscriber = {
  subscriptionId: string
  email: string
  links: {
    confirmUrl: string
    unsubscribeUrl: string
    /** RFC 8058 endpoint a mail client POSTs to (List-Unsubscribe-Post). */
    oneClickUnsubscribeUrl: string
    resubscribeUrl: string
  }
}

/**
 * List mail carries the one-click unsubscribe headers (RFC 2369, RFC 8058) that mail clients show
 * as an "Unsubscribe" button, besides the link in the message itself.
 */
function listHeaders(subscriber: WebinarSubscriber): Record<string, string> {
  return {
    'List-Unsubscribe': `<${subscriber.links.oneClickUnsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

function queue(
  tx: Database,
  key: string,
  subscriber: WebinarSubscriber,
  mail: RenderedMail,
  headers: Record<string, string> = {},
) {
  return enqueueMail(tx, {
    idempotencyKey: key,
    to: subscriber.email,
    from: getEnv().MAIL_FROM,
    ...mail,
    headers,
  })
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * The e-mails of a webinar subscription, queued in the caller's transaction. Each key names one
 * logical message: one confirmation per sign-up, one announcement per webinar and subscriber.
 */
export const webinarMail = {
  async confirm(tx: Database, subscriber: WebinarSubscriber): Promise<void> {
    const { confirmUrl, unsubscribeUrl } = subscriber.links
    await queue(
      tx,
      `webinar-subscription:${subscriber.subscriptionId}:${fingerprint(confirmUrl)}`,
      subscriber,
      renderWebinarSubscription({ email: subscriber.email, confirmUrl, unsubscribeUrl }),
      listHeaders(subscriber),
    )
  },

  async unsubscribed(tx: Database, subscriber: WebinarSubscriber, now = new Date()): Promise<void> {
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

  async announce(
    tx: Database,
    subscriber: WebinarSubscriber,
    webinarId: string,
    announcement: Omit<WebinarAnnouncementInput, 'unsubscribeUrl'>,
  ): Promise<void> {
    await queue(
      tx,
      `webinar-announcement:${webinarId}:${subscriber.subscriptionId}`,
      subscriber,
      renderWebinarAnnouncement({
        ...announcement,
        unsubscribeUrl: subscriber.links.unsubscribeUrl,
      }),
      listHeaders(subscriber),
    )
  },
}
