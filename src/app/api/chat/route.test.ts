import { describe, expect, it } from 'vitest'
import { routeOnScratchDatabase } from '#test-support/route-on-scratch-database'
import { analyticsEvents } from '@/server/db/schema'
import { getDb } from '@/server/db/instance'
import { POST } from './route'

// The chat route as the server runs it, on its own database (PGlite in a scratch folder), with no
// model configured (the local assistant answers): a conversation's first message counts as
// "chat started" (decision 051); its later messages do not.
routeOnScratchDatabase('chat')

const HOST = 'northbridge.example'

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
