import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailOutboxRow } from '@/server/db/schema'
import { log } from '@/server/log'
import { linksIn } from './links'
import type { MailSender } from './outbox.server'

/** Sends through an SMTP server: the configured way for a site that really e-mails people. */
export function smtpSender(transport: Transporter): MailSender {
  return {
    deliveredStatus: 'sent',
    async send(mail: MailOutboxRow) {
      await transport.sendMail({
        to: mail.to,
        from: mail.from,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      })
    },
  }
}

/** An SMTP transport for SMTP_URL, with timeouts so a silent server cannot stall the worker. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
}

/**
 * Without SMTP nothing leaves the machine: each message gets one line in the server log (with
 * its links, so a developer can follow a verification link) and stays in the local mailbox.
 */
export function localSender(): MailSender {
  return {
    deliveredStatus: 'delivered_locally',
    async send(mail: MailOutboxRow) {
      log.info('mail delivered locally (see /dev/mailbox)', {
        to: mail.to,
        subject: mail.subject,
        links: linksIn(mail.text).join(' ') || undefined,
      })
    },
  }
}
