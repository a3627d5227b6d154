import { asc } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema'

export function outboxMessages(db: Database): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}

/** The first link in a message's text part that goes to the given site path. */
export function linkTo(message: MailOutboxRow, path: string): string {
  const link = message.text.match(
    new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[^\\s]+`),
  )?.[0]
  if (!link) throw new Error(`no ${path} link in '${message.subject}'`)
  return link
}

/** The token of such a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token')
  if (!token) throw new Error(`no token in ${link}`)
  return token
}
