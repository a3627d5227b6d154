import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every route handler of the app goes through the one request helper (decision 009): method →
 * cross-site check → content type → rate limits → size → JSON → zod → handler, one error shape,
 * never a stack trace. Read from the sources, so a new `export async function POST` fails here
 * before it ships.
 */

const APP = path.join(import.meta.dirname, '../../app')
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Generated, read-only routes outside `/api` that answer GET (and Next.js's HEAD) only and take
 * no body, so the request helper's JSON contract does not fit them. Each says why.
 */
const GET_ONLY_EXCEPTIONS: Record<string, string> = {
  // Built once by `next build` (force-static) and served as a file: no request reaches it.
  'search-index.json/route.ts': 'static search index, prerendered at build time',
  'manifest.webmanifest/route.ts': 'web app manifest, prerendered at build time (decision 059)',
  // The local mailbox exists only while no SMTP server is configured (mailboxIsOpen) and answers
  // 404 everywhere else; it reads, never writes.
  'dev/mailbox.json/route.ts': 'dev mailbox listing, closed unless the mailbox is open',
  'dev/mailbox/[id]/html/route.ts': "dev mailbox: one message's HTML for the preview frame",
  'dev/mailbox/[id]/attachments/[index]/route.ts': 'dev mailbox: one attachment as a download',
  // Social-card images: PNGs for link previews, not JSON. The pages' cards are prerendered; the
  // database's webinars' cards are drawn on request through the helper (webinar-card.ts).
  'og/[[...path]]/route.tsx': "social-card images of the site's pages, prerendered",
  'og/insights/webinars/SCIPAB/route.tsx': "the SCIPAB session's social card, prerendered",
}

/**
 * The request helper, and the refusal of the paths under /api/auth that are not the site's
 * endpoints (`unexposedAuthPaths`: a 404 in the one error shape for every method).
 */
const HELPER_CALL = /export const \{([^}]*)\} = (?:apiRoute\(|unexposedAuthPaths\(\))/

function routeFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name === 'route.ts' || entry.name === 'route.tsx' ? [full] : []
  })
}

/** Methods a route module exports itself (a function, a constant, a renamed export). */
function directExports(source: string): string[] {
  const found = new Set<string>()
  const names = HTTP_METHODS.join('|')
  for (const match of source.matchAll(
    new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let|var)\\s+(${names})\\b`, 'g'),
  )) {
    found.add(match[1]!)
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .split(/\sas\s/)
        .at(-1)!
        .trim()
      if ((HTTP_METHODS as readonly string[]).includes(name)) found.add(name)
    }
  }
  return [...found].sort()
}

/** Why a route module breaks the rule, or undefined when it follows it. */
function routeProblem(relative: string, source: string): string | undefined {
  const direct = directExports(source)
  const helper = HELPER_CALL.exec(source)
  const isApi = relative.startsWith('api/')

  if (helper) {
    if (direct.length > 0) return `exports ${direct.join(', ')} outside the request helper`
    const fromHelper = helper[1]!.split(',').map((name) => name.trim())
    const missing = HTTP_METHODS.filter((method) => !fromHelper.includes(method))
    // Every method exported, so the unimplemented ones are the helper's JSON 405 with Allow.
    if (missing.length > 0) return `does not export ${missing.join(', ')} from the helper`
    return undefined
  }
  const changesState = direct.some((method) => STATE_CHANGING.has(method))
  if (isApi) return 'is an API route not built with apiRoute(...)'
  if (changesState) return `accepts ${direct.join(', ')} without apiRoute(...)`
  if (relative in GET_ONLY_EXCEPTIONS) return undefined
  return 'is neither built with apiRoute(...) nor a listed GET-only exception'
}

describe('route handlers', () => {
  const files = routeFiles(APP).map((file) => path.relative(APP, file).split(path.sep).join('/'))

  it('finds the API routes', () => {
    expect(files).toContain('api/consultations/route.ts')
    expect(files).toContain('api/chat/route.ts')
    expect(files.filter((file) => file.startsWith('api/')).length).toBeGreaterThanOrEqual(15)
  })

  it.each(files)('%s is built with the request helper', (relative) => {
    const source = fs.readFileSync(path.join(APP, relative), 'utf8')
    expect(routeProblem(relative, source)).toBeUndefined()
  })

  it('lists no exception that is gone', () => {
    for (const relative of Object.keys(GET_ONLY_EXCEPTIONS)) expect(files).toContain(relative)
  })
})

describe('the check itself', () => {
  const helper = `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({})`

  it('accepts a route built with apiRoute or the refusal of unexposed auth paths', () => {
    expect(routeProblem('api/x/route.ts', helper)).toBeUndefined()
    expect(
      routeProblem(
        'api/auth/[...all]/route.ts',
        'export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unexposedAuthPaths()',
      ),
    ).toBeUndefined()
  })

  it('refuses a bare handler, in or beside the helper', () => {
    expect(routeProblem('api/x/route.ts', 'export async function POST() {}')).toMatch(/API route/)
    expect(routeProblem('api/x/route.ts', 'export function GET() {}')).toMatch(/API route/)
    expect(routeProblem('api/x/route.ts', 'export const POST = async () => {}')).toMatch(/API/)
    expect(routeProblem('api/x/route.ts', 'function f() {}\nexport { f as POST }')).toMatch(/API/)
    expect(
      routeProblem('api/x/route.ts', `${helper}\nexport async function PATCH() {}`),
    ).toBeDefined()
    expect(routeProblem('feed/route.ts', 'export async function POST() {}')).toMatch(/accepts/)
    expect(routeProblem('feed/route.ts', 'export async function GET() {}')).toMatch(/exception/)
  })

  it('refuses a helper route that leaves methods to Next.js', () => {
    expect(routeProblem('api/x/route.ts', 'export const { GET, POST } = apiRoute({})')).toMatch(
      /does not export HEAD, PUT, PATCH, DELETE, OPTIONS/,
    )
  })

  it('lets a listed exception answer GET only', () => {
    expect(routeProblem('dev/mailbox.json/route.ts', 'export async function GET() {}')).toBe(
      undefined,
    )
    expect(
      routeProblem('dev/mailbox.json/route.ts', 'export async function DELETE() {}'),
    ).toBeDefined()
  })
})
