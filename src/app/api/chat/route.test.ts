import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { analyticsEvents } from '@/server/db/schema'
import { getDatabaseHandle, getDb, prepareDatabase } from '@/server/db/instance'
import { POST } from './route'

// The chat route as the server runs it, on its own database (PGlite in a scratch folder), with no
// model configured (the local assistant answers): a conversation's first message counts as
// "chat started" (decision 051); its later messages do not.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-route-'))
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SIGNING_SECRET', 'chat-route-test-signing-secret-0123456789')
vi.stubEnv('BETTER_AUTH_SECRET', 'chat-route-test-auth-secret-0123456789012')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://northbridge.example')
vi.stubEnv('TRUSTED_PROXY_HEADER', 'x-forwarded-for')

const HOST = 'northbridge.example'

beforeAll(async () => {
  await prepareDatabase()
})

afterAll(async () => {
  await getDatabaseHandle().close()
  vi.unstubAllEnvs()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** One message from a visitor's browser on the services page. */
function send(message: string, conversationHistory: { role: string; content: string }[] = []) {
  return POST(
    new Request(`http://${HOST}/api/chat`, {
      method: 'POST',
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        referer: `http://${HOST}/services`,
        'x-forwarded-for': '198.51.100.7',
      },
      body: JSON.stringify({ message, conversationHistory }),
    }),
  )
}

describe('POST /api/chat: first-party counting', () => {
  it('counts a conversation once, when its first message is answered', async () => {
    const first = await send('What does a cloud migration with you look like?')
    expect(first.status).toBe(200)
    const followUp = await send('And how long does it take?', [
      { role: 'user', content: 'What does a cloud migration with you look like?' },
      { role: 'system', content: 'We start with a two-week assessment of your estate.' },
    ])
    expect(followUp.status).toBe(200)
    await expect
      .poll(() =>
        getDb()
          .select({ name: analyticsEvents.name, path: analyticsEvents.path })
          .from(analyticsEvents),
      )
      .toEqual([{ name: 'chat-started', path: '/services' }])
  })
})
