import { describe, expect, it } from 'vitest'
import { TEST_SITE_URL } from '#test-support/auth-kit'
import { emptyDatabaseEachTest } from '#test-support/database'
import { apiRoute } from '@/server/http/api-route'
import { savePagePayload } from '@/server/page-payloads'
import { pagePayloadEndpoint } from './page-payload-endpoint'

describe('GET /api/page-payloads/<hash>.js', () => {
  const db = emptyDatabaseEachTest()

  it('answers a kept payload as a script cached for a year, and 404 for any other name', async () => {
    const route = apiRoute({ GET: pagePayloadEndpoint }, { database: db })
    const get = (file: string) =>
      route.GET(new Request(`${TEST_SITE_URL}/api/page-payloads/${file}`), {
        params: Promise.resolve({ file }),
      })
    const script = 'self.__next_f.push([1,"0:{}\\n"])'
    const address = await savePagePayload(db(), script)
    const file = address.split('/').at(-1)!

    const found = await get(file)
    expect(found.status).toBe(200)
    expect(found.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await found.text()).toBe(script)

    for (const other of [`${'A'.repeat(43)}.js`, file.replace('.js', '.css'), '../../etc/passwd']) {
      const missing = await get(other)
      expect(missing.status, other).toBe(404)
      expect(await missing.json()).toEqual({ error: 'No such page payload.' })
    }
  })
})
