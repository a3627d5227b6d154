import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database'
import type { DatabaseHandle } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import {
  MailboxFilterSchema,
  getMailboxMessage,
  listMailbox,
  toMailboxJson,
} from './mailbox.server'
import { enqueueMail } from './outbox.server'

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

async function mailboxWith(recipients: string[]) {
  const handle = await createTestDatabase()
  handles.push(handle)
  for (const [index, to] of recipients.entries()) {
    await enqueueMail(handle.db, {
      idempotencyKey: `message-${index}`,
      to,
      from: 'hello@northbridge.example',
      subject: `Message ${index}`,
      text: `Text ${index}`,
      html: `<p>Text ${index}</p>`,
    })
    // Distinct queue times, an hour apart, oldest first.
    await handle.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 1, index)) })
      .where(eq(mailOutbox.idempotencyKey, `message-${index}`))
  }
  return handle
}

describe('the local mailbox', () => {
  it('lists messages newest first, each with the documented JSON fields', async () => {
    const { db } = await mailboxWith(['a@client.example', 'b@client.example', 'a@client.example'])
    const messages = await listMailbox(db)
    expect(messages.map((message) => message.subject)).toEqual([
      'Message 2',
      'Message 1',
      'Message 0',
    ])
    expect(Object.keys(toMailboxJson(messages[0]!))).toEqual([
      'id',
      'to',
      'subject',
      'text',
      'html',
      'createdAt',
    ])
    expect(toMailboxJson(messages[0]!).createdAt).toBe('2026-11-01T02:00:00.000Z')
  })

  it('keeps one recipient with ?to=, matching case-insensitively', async () => {
    const { db } = await mailboxWith(['a@client.example', 'b@client.example', 'A@Client.example'])
    const filter = MailboxFilterSchema.parse({ to: ' A@CLIENT.example ' })
    expect((await listMailbox(db, filter)).map((message) => message.subject)).toEqual([
      'Message 2',
      'Message 0',
    ])
    // Repeated or empty parameters mean no filter rather than an error.
    expect(MailboxFilterSchema.parse({ to: ['a', 'b'] })).toEqual({ to: undefined })
    expect(MailboxFilterSchema.parse({ to: '' })).toEqual({ to: undefined })
  })

  it('finds one message by id, and nothing for unknown or malformed ids', async () => {
    const { db } = await mailboxWith(['a@client.example'])
    const [listed] = await listMailbox(db)
    expect((await getMailboxMessage(db, listed!.id))?.subject).toBe('Message 0')
    expect(await getMailboxMessage(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(await getMailboxMessage(db, "1' or '1'='1")).toBeUndefined()
  })
})
