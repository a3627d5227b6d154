import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#test-support/database'
import type { DatabaseHandle } from '@/server/db/client'
import { parseEnv } from '@/config/env.server'
import { mailOutbox } from '@/server/db/schema'
import { FORWARDED_STAMP_HEADER, PEER_ADDRESS_HEADER } from '@/server/peer-address'
import {
  MailboxFilterSchema,
  getMailboxMessage,
  listMailbox,
  mailboxEnabled,
  mailboxIsOpen,
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

describe('who may read the mailbox', () => {
  // The environment as the server parses it; NORTHBRIDGE_OPERATOR_NODE_ENV is what scripts/start.ts
  // and server/serve.mjs pass on: the NODE_ENV the operator started the server with ('' for none).
  const env = (variables: Record<string, string>) =>
    parseEnv({ NODE_ENV: 'production', ...variables })
  const local = { NORTHBRIDGE_OPERATOR_NODE_ENV: '' }
  const production = { NORTHBRIDGE_OPERATOR_NODE_ENV: 'production' }

  it.each([
    ['the newcomer’s `npm start` (no configuration)', local, true],
    ['`next dev`', { NODE_ENV: 'development' }, true],
    ['a production deployment (the operator’s NODE_ENV=production)', production, false],
    ['a server started without the launchers, NODE_ENV=production', {}, false],
    [
      'behind a proxy (TRUSTED_PROXY_HEADER=x-real-ip)',
      { ...local, TRUSTED_PROXY_HEADER: 'x-real-ip' },
      false,
    ],
    [
      'behind a proxy with MAILBOX=on',
      { ...local, TRUSTED_PROXY_HEADER: 'x-real-ip', MAILBOX: 'on' },
      true,
    ],
    ['production with MAILBOX=on', { ...production, MAILBOX: 'on' }, true],
    ['locally with MAILBOX=off', { ...local, MAILBOX: 'off' }, false],
    [
      'with SMTP_URL, whatever MAILBOX says',
      { ...local, MAILBOX: 'on', SMTP_URL: 'smtp://mail.example:587' },
      false,
    ],
  ])('%s: enabled = %s', (_case, variables, expected) => {
    expect(mailboxEnabled(env(variables))).toBe(expected)
  })

  // Stamped by src/server/peer-address.ts from the socket and the headers as they arrived.
  const request = (peer: string, forwarded: '0' | '1', extra: Record<string, string> = {}) =>
    new Headers({ [PEER_ADDRESS_HEADER]: peer, [FORWARDED_STAMP_HEADER]: forwarded, ...extra })

  it('answers only a loopback socket that arrived with no forwarding header', () => {
    const open = env({ ...local, TRUSTED_PROXY_HEADER: 'x-real-ip', MAILBOX: 'on' })
    expect(mailboxIsOpen(request('127.0.0.1', '0'), open)).toBe(true)
    expect(mailboxIsOpen(request('::1', '0'), open)).toBe(true)
    // The spoof: nginx on this machine passes a visitor on with X-Real-IP.
    expect(mailboxIsOpen(request('127.0.0.1', '1', { 'x-real-ip': '198.18.1.1' }), open)).toBe(
      false,
    )
    expect(mailboxIsOpen(request('203.0.113.7', '0'), open)).toBe(false)
    // Headers Next.js adds itself after the stamp do not count; only the stamp does.
    expect(mailboxIsOpen(request('127.0.0.1', '0', { 'x-forwarded-for': '127.0.0.1' }), open)).toBe(
      true,
    )
    // Unstamped (tracking not running): remote, whatever the client claims.
    expect(mailboxIsOpen(new Headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }), open)).toBe(false)
    // Disabled: nobody, not even this machine.
    expect(mailboxIsOpen(request('127.0.0.1', '0'), env(production))).toBe(false)
  })
})
