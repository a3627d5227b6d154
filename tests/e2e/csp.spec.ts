import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  bookableDay,
  chooseDay,
  chooseTime,
  expect,
  linkIn,
  mailTo,
  passHumanCheck,
  test,
  visitorEmail,
} from './support/booking'
import { allPagePaths, NOT_FOUND_PATHS, PRIVATE_PATHS } from './support/site'

// The Content-Security-Policy holds on every page (decision 023): each prerendered page's header
// names the hash of every inline script in its HTML (styles may be inline); a page rendered per request
// carries a fresh nonce on all of its scripts; and a visitor's browser reports no violation
// anywhere, also while search, chat, the sign-in dialog, the human check and booking load.

/** A missing file: the catch-all route's plain 404 (the not-found page, rendered per request). */
const MISSING_FILE = '/images/no-such-picture.png'

/** Every page a visitor can land on, with whatever status it is served. */
async function everyPage(request: APIRequestContext): Promise<string[]> {
  return [...(await allPagePaths(request)), ...PRIVATE_PATHS, ...NOT_FOUND_PATHS, MISSING_FILE]
}

type Policy = Map<string, string[]>

function parsePolicy(header: string): Policy {
  const policy: Policy = new Map()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values)
  }
  return policy
}

/** The sources a browser uses for an element type: the specific directive, or its fallbacks. */
function sourcesFor(policy: Policy, directives: string[]): string[] {
  for (const name of directives) {
    const values = policy.get(name)
    if (values) return values
  }
  return []
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`

type InlineElement = { kind: 'script' | 'style'; text: string; nonce?: string }

/** Inline scripts a browser runs and inline style elements, as the HTML delivers them. */
function inlineElements(html: string): { inline: InlineElement[]; externalScripts: string[] } {
  const inline: InlineElement[] = []
  const externalScripts: string[] = []
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
  )) {
    const kind = tag.toLowerCase() as 'script' | 'style'
    const nonce = /\bnonce="([^"]*)"/i.exec(attributes)?.[1]
    if (kind === 'script') {
      if (/\bsrc=/i.test(attributes)) {
        externalScripts.push(attributes)
        continue
      }
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]
      // Data blocks (JSON-LD) are never run.
      if (type && !/^(module|text\/javascript)$/i.test(type)) continue
    }
    inline.push({ kind, text, ...(nonce === undefined ? {} : { nonce }) })
  }
  return { inline, externalScripts }
}

/** Why a page's HTML breaks its own policy, one line per problem. */
function problemsOf(path: string, header: string, html: string): string[] {
  const policy = parsePolicy(header)
  const scriptSources = sourcesFor(policy, ['script-src-elem', 'script-src', 'default-src'])
  const styleSources = sourcesFor(policy, ['style-src-elem', 'style-src', 'default-src'])
  const problems: string[] = []
  if (scriptSources.includes("'unsafe-inline'")) problems.push(`${path}: 'unsafe-inline' scripts`)
  if (header.includes('unsafe-eval')) problems.push(`${path}: 'unsafe-eval'`)

  const { inline, externalScripts } = inlineElements(html)
  for (const element of inline) {
    const sources = element.kind === 'script' ? scriptSources : styleSources
    // A hash or nonce in the list switches 'unsafe-inline' off (CSP level 2).
    const unsafeInline =
      sources.includes("'unsafe-inline'") &&
      !sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))
    const allowed =
      unsafeInline ||
      sources.includes(sha256(element.text)) ||
      (element.nonce !== undefined && sources.includes(`'nonce-${element.nonce}'`))
    if (!allowed) {
      problems.push(`${path}: inline ${element.kind} not allowed: ${element.text.slice(0, 80)}…`)
    }
  }
  // Under 'strict-dynamic' a script tag in the HTML runs only with the page's nonce.
  if (scriptSources.includes("'strict-dynamic'")) {
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))
    for (const attributes of externalScripts) {
      if (!nonce || !attributes.includes(`nonce="${nonce.slice(7, -1)}"`)) {
        problems.push(`${path}: script without the nonce: <script${attributes}>`)
      }
    }
  }
  return problems
}

test.describe('the Content-Security-Policy header', () => {
  test('allows exactly the inline scripts and styles of every page, and nothing unsafe', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const path of await everyPage(request)) {
      // Twice: a page cached after its first render must still match the policy sent with it.
      for (const round of [1, 2]) {
        const response = await request.get(path)
        const header = response.headers()['content-security-policy']
        if (!header) {
          problems.push(`${path}: no Content-Security-Policy header`)
          continue
        }
        const html = await response.text()
        problems.push(...problemsOf(round === 1 ? path : `${path} (again)`, header, html))
      }
    }
    expect(problems).toEqual([])
  })

  test('sends every page the directives the grade needs, and a nonce only per request', async ({
    request,
  }) => {
    const home = await request.get('/')
    const policy = parsePolicy(home.headers()['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('report-uri')).toEqual(['/api/csp-report'])
    // Plain HTTP here: no upgrade, no HSTS.
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
    expect(home.headers()['strict-transport-security']).toBeUndefined()
    expect(policy.get('script-src')?.some((source) => source.startsWith("'nonce-"))).toBe(false)

    const first = await request.get('/consultations/cancel')
    const second = await request.get('/consultations/cancel')
    const nonceOf = (header = '') => /'nonce-([^']+)'/.exec(header)?.[1]
    expect(nonceOf(first.headers()['content-security-policy'])).toBeTruthy()
    expect(nonceOf(first.headers()['content-security-policy'])).not.toBe(
      nonceOf(second.headers()['content-security-policy']),
    )
  })

  test('the other security headers are on pages, static files and API answers', async ({
    request,
  }) => {
    const home = await request.get('/')
    const script = /<script src="([^"]+)"/.exec(await home.text())?.[1]
    expect(script).toBeTruthy()
    for (const response of [
      home,
      await request.get(script ?? ''),
      await request.get('/api/health'),
      await request.get('/icon.svg'),
    ]) {
      const headers = response.headers()
      expect(headers['x-content-type-options'], response.url()).toBe('nosniff')
      expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], response.url()).toContain('camera=()')
      expect(headers['cross-origin-opener-policy'], response.url()).toBe('same-origin')
      expect(headers['cross-origin-resource-policy'], response.url()).toBe('same-origin')
      expect(headers['x-frame-options'], response.url()).toBe('DENY')
      expect(headers['x-powered-by'], response.url()).toBeUndefined()
    }
    const overHttps = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(overHttps.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  test('every page carries its policy and X-Frame-Options, whatever prefetch headers it is asked with', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    // Prefetches first: a page must not be answered or cached without its policy for them.
    const variants: Record<string, string>[] = [
      { purpose: 'prefetch' },
      { 'next-router-prefetch': '1' },
      {},
    ]
    for (const path of await everyPage(request)) {
      for (const headers of variants) {
        const response = await request.get(path, { headers })
        const label = `${path} ${JSON.stringify(headers)}`
        const policy = parsePolicy(response.headers()['content-security-policy'] ?? '')
        if (!policy.has('script-src')) problems.push(`${label}: no script-src`)
        if (policy.get('frame-ancestors')?.join(' ') !== "'none'") {
          problems.push(`${label}: frame-ancestors ${policy.get('frame-ancestors')?.join(' ')}`)
        }
        const frameOptions = response.headers()['x-frame-options']
        if (frameOptions !== 'DENY') problems.push(`${label}: X-Frame-Options ${frameOptions}`)
      }
    }
    expect(problems).toEqual([])
  })

  test('a document the proxy never saw still gets a strict policy', async ({ request }) => {
    // Next.js answers a missing build file with its HTML not-found page; the proxy does not run
    // for /_next/static/, so the server's fallback policy is what protects it.
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-type']).toMatch(/^text\/html/)
    const policy = parsePolicy(missing.headers()['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(missing.headers()['x-frame-options']).toBe('DENY')
  })

  test('violation reports are taken in both formats and answered 204', async ({ request }) => {
    const legacy = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      }),
    })
    expect(legacy.status()).toBe(204)
    const batch = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data' } },
      ]),
    })
    expect(batch.status()).toBe(204)
    const wrongType = await request.post('/api/csp-report', {
      headers: { 'content-type': 'text/plain' },
      data: '{}',
    })
    expect(wrongType.status()).toBe(415)
  })
})

/** Records every CSP violation the page sees, from the first byte of every document. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record: string[] = []
    ;(window as unknown as { __cspViolations?: string[] }).__cspViolations = record
    document.addEventListener('securitypolicyviolation', (event) => {
      record.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`)
    })
  })
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  )
}

test.describe('a visitor under the policy', () => {
  test('sees no violation on any page', async ({ page, request }) => {
    test.setTimeout(240_000)
    await recordViolations(page)
    const found: string[] = []
    for (const path of await everyPage(request)) {
      await page.goto(path, { waitUntil: 'load' })
      found.push(...(await violations(page)).map((violation) => `${path}: ${violation}`))
    }
    expect(found).toEqual([])
  })

  test('sees no violation while search, chat and sign-in load', async ({ page }) => {
    await recordViolations(page)
    await page.goto('/')

    const banner = page.getByRole('banner')
    const searchDialog = page.getByRole('dialog', { name: 'Search the site' })
    await expect(async () => {
      if (!(await searchDialog.isVisible())) {
        await banner.getByRole('button', { name: 'Search', exact: true }).click()
      }
      await expect(searchDialog).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await searchDialog.getByRole('combobox', { name: 'Search the site' }).fill('cloud')
    await expect(searchDialog.getByRole('heading', { name: /^RESULTS \(\d+\)$/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(searchDialog).toBeHidden()

    const launcher = page.getByRole('button', {
      name: 'Chat with the Northbridge Digital Assistant',
    })
    const chat = page.getByRole('dialog', { name: 'Northbridge Digital Assistant' })
    await expect(async () => {
      if (await launcher.isVisible()) await launcher.click()
      await expect(chat).toBeVisible({ timeout: 2_000 })
    }).toPass()
    await page.keyboard.press('Escape')

    const signIn = page.getByRole('dialog', { name: 'Welcome back' })
    await expect(async () => {
      if (!(await page.getByRole('dialog').isVisible())) {
        await banner.getByRole('button', { name: 'Sign in', exact: true }).click()
      }
      await expect(signIn).toBeVisible({ timeout: 5_000 })
    }).toPass()

    expect(await violations(page)).toEqual([])
  })
})

test.describe('a visitor booking under the policy', () => {
  // A visitor in New York, as in booking.spec.ts: slots are named in Eastern Time.
  test.use({ timezoneId: 'America/New_York' })

  test('sees no violation through the human check, booking and the e-mailed link', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    await recordViolations(page)
    const day = await bookableDay(request, testInfo, 9)
    const email = visitorEmail(testInfo)

    await page.goto('/contact')
    await passHumanCheck(page)
    await chooseDay(page, day)
    await chooseTime(page, '11:00 AM')
    await page.getByLabel('Name').fill('Casey Policy')
    await page.getByLabel('E-mail').fill(email)
    await page
      .getByLabel('What would you like to discuss?')
      .fill('How do we keep a content security policy strict on a static site?')
    await page.getByRole('button', { name: 'Schedule Consultation' }).click()
    await expect(page.getByText('Consultation Scheduled!')).toBeVisible()
    expect(await violations(page)).toEqual([])

    // The cancel page behind the e-mailed link is rendered per request, under a nonce.
    const [confirmation] = (await mailTo(request, email, 1)).filter((message) =>
      message.subject.startsWith('Confirmed:'),
    )
    await page.goto(linkIn(confirmation?.text ?? '', '/consultations/cancel?token='))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
