import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#test-support/database'
import { addWebinar, setWebinarPublished } from '@/features/webinars/webinars.server'
import type { DatabaseHandle } from '@/server/db/client'
import { apiRoute } from '@/server/http/api-route'
import { rateLimitSubject } from '@/server/http/client-address'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { CARD_DRAWING_LIMIT } from '@/features/webinars/limits'
import { forgetDrawnCards, webinarCardEndpoint } from './webinar-card'

// The social cards of webinars from the database, drawn on request (the pages' are prerendered):
// each drawn once per instance whatever the query string, and drawing counted per client.

let handle: DatabaseHandle
let GET: ReturnType<typeof apiRoute>['GET']

beforeAll(async () => {
  handle = await createTestDatabase()
  ;({ GET } = apiRoute(
    { GET: webinarCardEndpoint },
    { database: () => handle.db, trustedProxyHeader: () => 'x-forwarded-for' },
  ))
  for (const slug of ['first-session', 'second-session', 'third-session']) {
    await addWebinar(handle.db, {
      slug,
      title: `The ${slug.replace('-', ' ')} of the autumn series`,
      description: 'A webinar for the tests of the social cards, long enough to pass.',
      speakers: ['Alex Example'],
      startsAt: new Date('2030-01-15T16:00:00Z'),
      duration: '45 minutes',
    })
    await setWebinarPublished(handle.db, slug, true)
  }
})

afterAll(async () => {
  await handle.close()
})

beforeEach(() => {
  forgetDrawnCards()
})

function cardOf(slug: string, client: string, query = '') {
  return GET(
    new Request(`http://127.0.0.1:3000/og/insights/webinars/${slug}${query}`, {
      headers: { 'x-forwarded-for': client },
    }),
    { params: Promise.resolve({ slug }) },
  )
}

/** Cards the client may still have drawn: counts one more itself, so it is asked once per check. */
async function drawingsLeft(client: string): Promise<number> {
  const verdict = await consumeRateLimit(handle.db, CARD_DRAWING_LIMIT, rateLimitSubject(client))
  return verdict.remaining + 1
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

describe('a webinar’s social card', () => {
  it('is drawn once, then answered again without drawing, whatever the query string', async () => {
    const client = '198.51.100.21'
    const first = await cardOf('first-session', client)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400')
    const image = new Uint8Array(await first.arrayBuffer())
    expect([...image.subarray(0, 4)]).toEqual(PNG_SIGNATURE)
    const left = await drawingsLeft(client)
    expect(left).toBe(CARD_DRAWING_LIMIT.limit - 1)

    for (const query of ['?v=2', '?v=3&utm_source=feed', '']) {
      const again = await cardOf('first-session', client, query)
      expect(again.status).toBe(200)
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(image)
    }
    // Only the drawing counted (and the check itself).
    expect(await drawingsLeft(client)).toBe(left - 1)
  })

  it('is refused with 429 and Retry-After once a client has drawn its limit', async () => {
    const client = '198.51.100.22'
    expect((await cardOf('second-session', client)).status).toBe(200)
    // The rest of the window's drawings, spent as other cards would spend them.
    for (let drawn = 1; drawn < CARD_DRAWING_LIMIT.limit; drawn++) {
      await consumeRateLimit(handle.db, CARD_DRAWING_LIMIT, rateLimitSubject(client))
    }
    const refused = await cardOf('third-session', client)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(CARD_DRAWING_LIMIT.windowMs / 1000)
    expect(await refused.json()).toEqual({
      error: `Too many requests. Please try again in ${wait} seconds.`,
    })
    // A card already drawn costs nothing and is still answered; another client draws its own.
    expect((await cardOf('second-session', client)).status).toBe(200)
    expect((await cardOf('third-session', '198.51.100.23')).status).toBe(200)
  })

  it('is a 404 in the one error shape for a webinar that is not published, and counts nothing', async () => {
    const client = '198.51.100.24'
    for (const slug of ['no-such-webinar', 'x'.repeat(81)]) {
      const missing = await cardOf(slug, client)
      expect(missing.status, slug).toBe(404)
      expect(await missing.json()).toEqual({ error: 'No webinar has this address.' })
    }
    expect(await drawingsLeft(client)).toBe(CARD_DRAWING_LIMIT.limit)
  })
})
