import { site } from '@/config/site'
import { publicUrl } from '@/server/public-origin'
import { html } from '@/server/mail/html'
import { link, note, paragraph, renderLayout, siteHost, subjectLine } from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type UnsubscribeConfirmationInput = {
  email: string
  /** Absolute link that puts the address back on the list. */
  resubscribeUrl: string
}

/** Confirms that an address is off the webinar list, and offers the way back. */
export function renderUnsubscribeConfirmation({
  email,
  resubscribeUrl,
}: UnsubscribeConfirmationInput): RenderedMail {
  const subject = subjectLine(`You are unsubscribed from ${site.name} webinar announcements`)
  const webinarsUrl = publicUrl('/insights/webinars')
  const removed = `We have removed`
  const removedEnd = `from the list for ${site.name} webinar announcements. You will not receive any more of them, and this is the last message about the list.`
  const mistake = `Was this a mistake, or would you like to hear about our sessions again later? The link below opens a page where one button puts you back on the list.`
  const past = `Recordings of past sessions stay available on our webinars page:`

  const { html: body, text } = renderLayout({
    subject,
    preheader: 'No more webinar announcements. You can rejoin at any time.',
    heading: 'You are unsubscribed',
    body: html`${paragraph(html`${removed} <strong>${email}</strong> ${removedEnd}`)}${paragraph(mistake)}`,
    text: [`${removed} ${email} ${removedEnd}`, mistake],
    action: { label: 'Subscribe again', url: resubscribeUrl },
    afterAction: html`${note(html`${past} ${link(webinarsUrl, 'Webinars')}.`)}`,
    textAfterAction: [`${past} ${webinarsUrl}`],
    footerNote: `You received this one-off confirmation because this address was unsubscribed from webinar announcements at ${siteHost}.`,
  })
  return { subject, html: body, text, attachments: [] }
}
