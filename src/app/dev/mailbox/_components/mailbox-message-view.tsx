import Link from 'next/link'
import type { ReactNode } from 'react'
import type { MailboxMessage } from '@/server/mail/mailbox.server'
import { MAIL_STATUS_LABELS, formatUtc } from './mailbox-format'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold text-navy-900">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  )
}

/** One message as its recipient would see it: headers, the HTML part, the text part, files. */
export function MailboxMessageView({ message }: { message: MailboxMessage }) {
  const base = `/dev/mailbox/${message.id}`
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 lg:px-8">
      <Link
        href="/dev/mailbox"
        className="text-sm font-semibold text-teal-700 underline underline-offset-4"
      >
        All messages
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-navy-900">{message.subject}</h1>

      <dl className="mt-6 grid gap-2 rounded-card bg-navy-50 p-6 text-sm">
        <Field label="From">{message.from}</Field>
        <Field label="To">{message.to}</Field>
        {message.replyTo ? <Field label="Reply-To">{message.replyTo}</Field> : null}
        <Field label="Queued">
          <time dateTime={message.createdAt.toISOString()}>{formatUtc(message.createdAt)}</time>
        </Field>
        <Field label="Status">{MAIL_STATUS_LABELS[message.status]}</Field>
      </dl>

      {message.attachments.length > 0 ? (
        <section aria-labelledby="attachments" className="mt-8">
          <h2 id="attachments" className="text-lg font-semibold text-navy-900">
            Attachments
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {message.attachments.map((attachment, index) => (
              <li key={attachment.filename + index}>
                <a
                  href={`${base}/attachments/${index}`}
                  download={attachment.filename}
                  className="font-semibold text-teal-700 underline underline-offset-4"
                >
                  {attachment.filename}
                </a>{' '}
                <span className="text-sm text-muted-foreground">
                  ({attachment.contentType.split(';')[0]})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="html-part" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="html-part" className="text-lg font-semibold text-navy-900">
            HTML part
          </h2>
          <a
            href={`${base}/html`}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-teal-700 underline underline-offset-4"
          >
            Open in a new tab
          </a>
        </div>
        {/* Served with a Content-Security-Policy of its own: no scripts, no requests. */}
        <iframe
          src={`${base}/html`}
          title={`HTML part of “${message.subject}”`}
          className="mt-3 h-[42rem] w-full rounded-card border border-border bg-white"
        />
      </section>

      <section aria-labelledby="text-part" className="mt-8">
        <h2 id="text-part" className="text-lg font-semibold text-navy-900">
          Text part
        </h2>
        <pre className="mt-3 rounded-card border border-border bg-muted p-4 text-sm wrap-anywhere whitespace-pre-wrap">
          {message.text}
        </pre>
      </section>
    </main>
  )
}
