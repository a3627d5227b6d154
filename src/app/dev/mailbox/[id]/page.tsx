import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { MailboxMessageView } from '@/app/dev/mailbox/_components/mailbox-message-view'
import { openMailboxMessage } from '@/server/mail/mailbox.server'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Message | Local mailbox',
  robots: { index: false, follow: false },
}

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const message = await openMailboxMessage(await headers(), (await params).id)
  if (!message) notFound()
  return <MailboxMessageView message={message} />
}
