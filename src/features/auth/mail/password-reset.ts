import { site } from '@/config/site'
import { html } from '@/server/mail/html'
import {
  greeting,
  mailtoLink,
  note,
  paragraph,
  plural,
  renderLayout,
  siteHost,
  subjectLine,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type PasswordResetInput = {
  name?: string
  /** Absolute link to the page where the new password is chosen (carries the token). */
  resetUrl: string
  expiresInMinutes: number
}

/** Sends the link that lets an account holder choose a new password. */
export function renderPasswordReset({
  name,
  resetUrl,
  expiresInMinutes,
}: PasswordResetInput): RenderedMail {
  const subject = subjectLine(`Reset your ${site.name} password`)
  const expiry = plural(expiresInMinutes, 'minute')
  const intro = `We received a request to reset the password of the ${site.name} account that uses this e-mail address. Choose a new one with the link below.`
  const expiryNote = `For your security, the link expires in ${expiry}. After that, you can ask for a new one on the sign-in page.`
  const notYou = `If you did not ask to reset your password, you can ignore this e-mail: your password stays unchanged.`
  const worried = `If these e-mails keep arriving without you asking, please let us know at`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `Choose a new password within ${expiry}. Didn't ask? Your password stays unchanged.`,
    heading: 'Reset your password',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}`,
    text: [greeting(name), intro],
    action: { label: 'Choose a new password', url: resetUrl },
    afterAction: html`${note(expiryNote)}${note(notYou)}${note(
      html`${worried} ${mailtoLink(site.email)}.`,
    )}`,
    textAfterAction: [expiryNote, notYou, `${worried} ${site.email}.`],
    footerNote: `You received this e-mail because a password reset was requested for your account at ${siteHost}.`,
  })
  return { subject, html: body, text, attachments: [] }
}
