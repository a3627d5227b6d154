import { site } from '@/config/site'
import { html } from '@/server/mail/html'
import { link, note, paragraph, renderLayout, siteHost, subjectLine } from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type WebinarSubscriptionInput = {
  email: string
  /** Absolute link that confirms the subscription (double opt-in). */
  confirmUrl: string
  /** Absolute link that removes the address from the list. */
  unsubscribeUrl: string
}

/** Double opt-in: asks the reader to confirm they want webinar announcements. */
export function renderWebinarSubscription({
  email,
  confirmUrl,
  unsubscribeUrl,
}: WebinarSubscriptionInput): RenderedMail {
  const subject = subjectLine(`Please confirm your subscription to ${site.name} webinars`)
  const request = `Someone, hopefully you, asked us to send announcements of upcoming ${site.name} webinars to`
  const about = `Our webinars are live sessions, expert panels and open Q&A with our consultants on AI, data, cloud and delivery. We write when a new session is scheduled, and that is all we use this list for.`
  const nothingYet = `Nothing is sent until you confirm. The link opens a page where one button confirms; it works for 7 days. If you did not ask for webinar announcements, ignore this e-mail and your address will not be added to the list.`
  const leave = `Once subscribed, you can leave at any time with the link in every announcement, or with this one:`

  const { html: body, text } = renderLayout({
    subject,
    preheader: 'Confirm within 7 days to get webinar announcements. Nothing is sent until you do.',
    heading: 'Confirm your webinar subscription',
    body: html`${paragraph(html`${request} <strong>${email}</strong>.`)}${paragraph(about)}`,
    text: [`${request} ${email}.`, about],
    action: { label: 'Yes, send me webinar announcements', url: confirmUrl },
    afterAction: html`${note(nothingYet)}${note(
      html`${leave} ${link(unsubscribeUrl, 'unsubscribe from webinar announcements')}.`,
    )}`,
    textAfterAction: [nothingYet, `${leave}\n${unsubscribeUrl}`],
    footerNote: `You received this e-mail because this address was entered in the webinar sign-up form at ${siteHost}.`,
  })
  return { subject, html: body, text, attachments: [] }
}
