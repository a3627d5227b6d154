import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTH_ENDPOINTS } from '#test-support/auth-kit'
import { GET, HEAD, OPTIONS, POST } from './[...all]/route'

/*
 * The account endpoints are routed by the file system: one route.ts per endpoint under
 * src/app/api/auth, and `[...all]` for every other path (Next.js prefers a static segment to
 * the catch-all). The account journeys (tests/support/auth-flows.ts) run through the test kit's
 * list of those endpoints; this checks that the list is what the route files serve.
 */

const AUTH = import.meta.dirname

function routeFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name === 'route.ts' ? [full] : []
  })
}

/** The path below /api/auth a route file serves, and the handler it gives each method. */
function served(file: string) {
  const relative = path.relative(AUTH, path.dirname(file)).split(path.sep).join('/')
  const source = fs.readFileSync(file, 'utf8')
  const handlers = Object.fromEntries(
    [...source.matchAll(/\b(GET|POST): (\w+)\(authDependencies\)/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  )
  return [`/${relative}`, handlers] as const
}

describe('the account routes', () => {
  const files = routeFiles(AUTH)

  it('has one route file per endpoint the site exposes, each with its handler', () => {
    const expected = Object.fromEntries(
      Object.entries(AUTH_ENDPOINTS).map(([endpoint, methods]) => [
        endpoint,
        Object.fromEntries(Object.entries(methods).map(([method, build]) => [method, build.name])),
      ]),
    )
    const actual = Object.fromEntries(
      files.filter((file) => !file.includes('[...all]')).map((file) => served(file)),
    )
    expect(actual).toEqual(expected)
    expect(Object.keys(actual)).toHaveLength(8)
  })

  it('refuses every other path with a 404 in the one error shape, for every method', async () => {
    expect(files.map((file) => path.relative(AUTH, file))).toContain(
      path.join('[...all]', 'route.ts'),
    )
    for (const handler of [GET, HEAD, POST, OPTIONS]) {
      const response = await handler(
        new Request('http://localhost:3000/api/auth/change-password', { method: 'POST' }),
      )
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await response.json()).toEqual({ error: 'Not found.' })
    }
  })
})
