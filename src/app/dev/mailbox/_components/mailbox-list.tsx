import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { MailboxFilter, MailboxMessage } from '@/server/mail/mailbox.server'
import { MAIL_STATUS_LABELS, formatUtc } from './mailbox-format'

type MailboxListProps = { messages: MailboxMessage[]; filter: MailboxFilter; limit: number }

/** The local mailbox's inbox view: every message the site queued, newest first. */
export function MailboxList({ messages, filter, limit }: MailboxListProps) {
  const jsonHref = filter.to
    ? `/dev/mailbox.json?to=${encodeURIComponent(filter.to)}`
    : '/dev/mailbox.json'
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">Local mailbox</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        No SMTP server is configured, so e-mail the site sends stays on this machine and appears
        here instead of in anyone&apos;s inbox. Only requests from this computer can open this page;
        it disappears once <code>SMTP_URL</code> is set.
      </p>

      <form method="get" action="/dev/mailbox" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="mailbox-to">Recipient</Label>
          <Input
            id="mailbox-to"
            name="to"
            type="email"
            defaultValue={filter.to ?? ''}
            placeholder="name@company.example"
            className="w-72"
          />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {filter.to ? (
          <Button asChild variant="outline">
            <Link href="/dev/mailbox">Show everyone&apos;s</Link>
          </Button>
        ) : null}
        <a
          href={jsonHref}
          className="ml-auto text-sm font-semibold text-teal-700 underline underline-offset-4"
        >
          The same list as JSON
        </a>
      </form>

      {messages.length === 0 ? (
        <p className="mt-10 rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
          {filter.to ? `No messages to ${filter.to} yet.` : 'No messages yet.'}
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-card border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {messages.length === limit
                ? `The newest ${limit} messages`
                : `${messages.length} message${messages.length === 1 ? '' : 's'}`}
              {filter.to ? ` to ${filter.to}` : ''}, newest first
            </caption>
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  To
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Queued
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {messages.map((message) => (
                <tr key={message.id}>
                  <td className="px-4 py-3">
                    <Link
                      href={`/dev/mailbox/${message.id}`}
                      className="font-semibold text-teal-700 underline-offset-4 hover:underline"
                    >
                      {message.subject}
                    </Link>
                    {message.attachments.length > 0 ? (
                      <span className="ml-2 text-xs text-muted-foreground">
                        ({message.attachments.length} attachment
                        {message.attachments.length === 1 ? '' : 's'})
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 break-all">{message.to}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={message.createdAt.toISOString()}>
                      {formatUtc(message.createdAt)}
                    </time>
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={message.status === 'failed' ? 'outline' : 'default'}>
                      {MAIL_STATUS_LABELS[message.status]}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
