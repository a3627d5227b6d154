import {
  MailboxFilterSchema,
  listMailbox,
  mailboxIsOpen,
  toMailboxJson,
} from '@/server/mail/mailbox.server'
import { getDb } from '@/server/db/instance'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** The local mailbox as JSON, newest first; `?to=` keeps one recipient's messages. */
export async function GET(request: Request) {
  if (!mailboxIsOpen(request.headers)) return jsonResponse({ error: 'Not found' }, { status: 404 })
  const filter = MailboxFilterSchema.parse({
    to: new URL(request.url).searchParams.get('to') ?? undefined,
  })
  const messages = await listMailbox(getDb(), filter)
  return jsonResponse(messages.map(toMailboxJson))
}
