/**
 * The events lead webhooks send (issue 30, docs/webhooks.md): what the console offers as
 * checkboxes and what the server accepts. `webhook.test` is not subscribable: the console's
 * "Send test event" sends it to one endpoint.
 */
export const WEBHOOK_EVENT_TYPES = [
  'consultation.booked',
  'consultation.rescheduled',
  'consultation.cancelled',
  'webinar.registered',
  'subscriber.confirmed',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_TEST_EVENT = 'webhook.test'

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'consultation.booked': 'A consultation is booked',
  'consultation.rescheduled': 'A consultation is moved',
  'consultation.cancelled': 'A consultation is cancelled',
  'webinar.registered': 'Someone registers for a webinar',
  'subscriber.confirmed': 'A webinar subscriber confirms',
}

/** The payload's version, sent in every body's `data.version`; bumped on a breaking change. */
export const WEBHOOK_PAYLOAD_VERSION = 1

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Where an endpoint may point: https, or plain http to this machine only (for testing). No
 * credentials in the URL, no fragment. Undefined when fine, otherwise what is wrong.
 */
export function webhookUrlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, such as https://crm.example.com/hooks.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Use an https:// URL.'
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return 'Use an https:// URL (plain http only for localhost, when testing).'
  }
  if (url.username || url.password) return 'Leave the user name and password out of the URL.'
  if (url.hash) return 'Leave the #fragment out of the URL.'
  return undefined
}
