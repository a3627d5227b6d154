import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { MailboxList } from '@/app/dev/mailbox/_components/mailbox-list'
import {
  MAILBOX_LIMIT,
  MailboxFilterSchema,
  listMailbox,
  mailboxIsOpen,
} from '@/server/mail/mailbox.server'
import { getDb } from '@/server/db/instance'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Local mailbox',
  robots: { index: false, follow: false },
}

export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (!mailboxIsOpen(await headers())) notFound()
  const filter = MailboxFilterSchema.parse(await searchParams)
  const messages = await listMailbox(getDb(), filter)
  return <MailboxList messages={messages} filter={filter} limit={MAILBOX_LIMIT} />
}
