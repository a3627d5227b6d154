import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterEach } from 'vitest'
import type { OutgoingMail } from '@/server/mail/outbox.server'
import { smtpSender } from '@/server/mail/senders.server'
import type { DatabaseHandle } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { databaseEachTest } from './database'
import { startSmtpPeer, type SmtpPeer } from './smtp-peer'

/**
 * What a mail test opens (databases, SMTP peers, transports, workers), closed after each test in
 * reverse order. Call once at the top of a test file.
 */
export function mailTestKit() {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const defer = <T>(resource: T, cleanup: (resource: T) => Promise<unknown>): T => {
    cleanups.push(() => cleanup(resource))
    return resource
  }
  const freshDatabase = databaseEachTest()
  return {
    defer,
    /** The test's database, emptied for it (one a test: a second call empties it again). */
    database: (): Promise<DatabaseHandle> => freshDatabase(),
    peer: async (port?: number): Promise<SmtpPeer> =>
      defer(await startSmtpPeer(port), (peer) => peer.close()),
    /** The SMTP sender the server uses, pointed at a peer (or at a closed port). */
    senderTo(url: string) {
      const transport = nodemailer.createTransport({ url, connectionTimeout: 2_000 })
      return smtpSender(defer(transport, async (open) => open.close()))
    },
  }
}

/** A message with one link in its text part; override what a test looks at. */
export const testMail = (key: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  idempotencyKey: key,
  to: 'visitor@client.example',
  from: 'hello@northbridge.example',
  subject: `Message ${key}`,
  text: 'Confirm here: https://northbridge.example/confirm?token=abc123.',
  html: '<p>Confirm here.</p>',
  ...overrides,
})

/** The outbox row of one queued message. */
export async function outboxRow(handle: DatabaseHandle, key: string) {
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key))
  return row
}
