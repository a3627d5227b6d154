import { site } from '@/config/site'
import { html } from '@/server/mail/html'
import {
  greeting,
  note,
  paragraph,
  plural,
  renderLayout,
  siteHost,
  subjectLine,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type VerifyEmailInput = {
  name?: string
  /** Absolute link that confirms the address (carries the token). */
  verifyUrl: string
  expiresInHours: number
}

/** Asks a new account holder to confirm their e-mail address. */
export function renderVerifyEmail({
  name,
  verifyUrl,
  expiresInHours,
}: VerifyEmailInput): RenderedMail {
  const subject = subjectLine(`Confirm your e-mail address for ${site.name}`)
  const expiry = plural(expiresInHours, 'hour')
  const intro = `Thank you for creating an account with ${site.name}. Please confirm that this address is yours: it keeps your account secure and lets you reset your password should you ever need to.`
  const expiryNote = `The link works for ${expiry}. If it has expired by the time you read this, sign in and ask for a new one.`
  const notYou = `If you did not create an account with us, you can ignore this e-mail: the address stays unconfirmed.`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `One click confirms your address. The link works for ${expiry}.`,
    heading: 'Confirm your e-mail address',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}`,
    text: [greeting(name), intro],
    action: { label: 'Confirm e-mail address', url: verifyUrl },
    afterAction: html`${note(expiryNote)}${note(notYou)}`,
    textAfterAction: [expiryNote, notYou],
    footerNote: `You received this e-mail because someone signed up at ${siteHost} with this address.`,
  })
  return { subject, html: body, text, attachments: [] }
}
