import { site } from '@/config/site'
import { html } from '@/server/mail/html'
import {
  greeting,
  note,
  paragraph,
  renderLayout,
  siteHost,
  subjectLine,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type AccountExistsInput = {
  name?: string
  /** The sign-in page. */
  signInUrl: string
  /** Where a forgotten password is reset (the sign-in page's 'Forgot password?'). */
  resetUrl: string
}

/**
 * Goes to the owner of an address someone tried to sign up with again. The sign-up form answers
 * exactly as for a new address (so it never reveals who has an account); this e-mail tells the
 * one person entitled to know, and points them to signing in or resetting the password.
 */
export function renderAccountExists({
  name,
  signInUrl,
  resetUrl,
}: AccountExistsInput): RenderedMail {
  const subject = subjectLine(`You already have a ${site.name} account`)
  const intro = `Someone, probably you, just tried to create a ${site.name} account with this e-mail address. You already have one, so nothing was changed.`
  const forgot = `Forgotten your password? Choose a new one here: ${resetUrl}`
  const notYou = `If it was not you, you can ignore this e-mail: your account and password stay as they are.`

  const { html: body, text } = renderLayout({
    subject,
    preheader: 'You can sign in with your existing account, or reset its password.',
    heading: 'You already have an account',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}`,
    text: [greeting(name), intro],
    action: { label: 'Sign in', url: signInUrl },
    afterAction: html`${note(
      html`Forgotten your password? <a href="${resetUrl}">Choose a new one</a>.`,
    )}${note(notYou)}`,
    textAfterAction: [forgot, notYou],
    footerNote: `You received this e-mail because someone tried to sign up at ${siteHost} with this address.`,
  })
  return { subject, html: body, text, attachments: [] }
}
