import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailOutboxRow } from '@/server/db/schema'
import { log } from '@/server/log'
import { mailLogFields } from './log-fields'
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
 * Without SMTP nothing leaves the machine: each message stays in the local mailbox and gets one
 * line in the server log naming where to read it (`/dev/mailbox/<id>`, with its links). The line
 * holds no address, subject or link: a server started without SMTP by mistake still takes real
 * visitors' bookings, and its log must not hold their addresses or their reset links.
 */
export function localSender(): MailSender {
  return {
    deliveredStatus: 'delivered_locally',
    async send(mail: MailOutboxRow) {
      log.info('mail delivered locally', {
        ...mailLogFields(mail),
        mailbox: `/dev/mailbox/${mail.id}`,
      })
    },
  }
}
