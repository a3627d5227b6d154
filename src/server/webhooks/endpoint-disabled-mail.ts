import { html } from '@/server/mail/html'
import { note, paragraph, renderLayout, siteHost, subjectLine } from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type EndpointDisabledInput = {
  url: string
  failingSince: Date
  /** The console's webhooks page, absolute. */
  consoleUrl: string
}

/** Tells an owner a webhook endpoint was switched off after 24 hours of failed deliveries. */
export function renderEndpointDisabled({
  url,
  failingSince,
  consoleUrl,
}: EndpointDisabledInput): RenderedMail {
  const subject = subjectLine('A webhook endpoint was switched off')
  const what = `Every delivery to the webhook endpoint ${url} has failed since ${failingSince.toISOString()} (UTC), for more than 24 hours, so it has been switched off. Leads are no longer sent to it.`
  const next =
    'Check that the receiver is up and answers with a 2xx status, then switch the endpoint on again in the console. Deliveries that failed can be sent again from its delivery log.'
  const why = `You received this e-mail because you are an owner of the ${siteHost} staff console.`
  const { html: body, text } = renderLayout({
    subject,
    preheader: 'Deliveries failed for 24 hours; nothing more is sent to it.',
    heading: 'Webhook endpoint switched off',
    body: html`${paragraph(what)}${paragraph(next)}`,
    text: [what, next],
    action: { label: 'Open the webhooks page', url: consoleUrl },
    afterAction: html`${note(why)}`,
    textAfterAction: [why],
    footerNote: why,
  })
  return { subject, html: body, text, attachments: [] }
}
