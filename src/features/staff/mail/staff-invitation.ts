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
import type { StaffRole } from '../policy'

export type StaffInvitationInput = {
  /** Who invited them, or undefined when the operator's command line did. */
  invitedBy?: string
  role: StaffRole
  /** Absolute link to the invitation page (carries the token). */
  acceptUrl: string
  expiresInHours: number
}

/** What each role will find in the console, in the invitation's words. */
const ROLE_SUMMARY: Record<StaffRole, string> = {
  owner: 'an owner: you will see everything in the console and manage who is on the staff',
  admin:
    'an administrator: you will see everything in the console and manage staff other than owners',
  marketing: 'a member of the marketing team: webinars, subscribers and the site’s figures',
  consultant: 'a consultant: you will see and manage the consultations assigned to you',
}

/** Invites someone to the staff console; the link sets their password, then their second factor. */
export function renderStaffInvitation({
  invitedBy,
  role,
  acceptUrl,
  expiresInHours,
}: StaffInvitationInput): RenderedMail {
  const subject = subjectLine(`You are invited to the ${site.name} staff console`)
  const expiry = plural(expiresInHours, 'hour')
  const who = invitedBy ? `${invitedBy} has invited you` : 'You have been invited'
  const intro = `${who} to join the ${site.name} staff console as ${ROLE_SUMMARY[role]}.`
  const steps =
    'The link below lets you choose your name and password. Before the console opens, you will link an authenticator app (any app that shows six-digit codes) and keep a set of backup codes.'
  const expiryNote = `The link works once, for ${expiry}. If it has expired, ask whoever invited you for a new one.`
  const notYou = `If you were not expecting this, ignore this e-mail: no account exists until the link is used.`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `Set your password and link an authenticator app. The link works for ${expiry}.`,
    heading: 'Join the staff console',
    body: html`${paragraph(greeting(undefined))}${paragraph(intro)}${paragraph(steps)}`,
    text: [greeting(undefined), intro, steps],
    action: { label: 'Accept the invitation', url: acceptUrl },
    afterAction: html`${note(expiryNote)}${note(notYou)}`,
    textAfterAction: [expiryNote, notYou],
    footerNote: `You received this e-mail because a member of staff at ${siteHost} invited this address.`,
  })
  return { subject, html: body, text, attachments: [] }
}
