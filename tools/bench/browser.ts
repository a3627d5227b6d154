import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium'
import { gzipSize } from '../../scripts/lib/first-load'
import type { Cleanup } from '../../scripts/lib/cleanup'

// Chromium driven by Playwright, for what Lighthouse does not measure: the JavaScript a feature
// fetches on first use and how long interactions take.

export async function launchBrowser(cleanup: Cleanup): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    // Our own handlers stop everything in order (index.ts); Playwright's would race them.
    handleSIGINT: false,
    handleSIGTERM: false,
  })
  cleanup.add('the Playwright Chromium', () => browser.close())
  return browser
}

let visitors = 0

/**
 * A new visitor: empty cache and cookies, and a client address of its own (the site trusts
 * X-Forwarded-For for the benchmark), so rate limits never mix two visits.
 */
export async function newVisitor(browser: Browser, origin: string): Promise<BrowserContext> {
  visitors++
  const context = await browser.newContext({
    baseURL: origin,
    timezoneId: 'America/New_York',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.99.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`,
    },
  })
  context.setDefaultTimeout(30_000)
  // tsx compiles this file with esbuild's keepNames, which wraps functions in a `__name` helper;
  // the functions handed to page.evaluate are serialised with those calls, so the page needs it.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
  return context
}

export type Fetched = { url: string; kind: 'script' | 'other'; gzipBytes: number; at: number }

function kindOf(response: Response): Fetched['kind'] | null {
  const request = response.request()
  const type = request.resourceType()
  if (['document', 'image', 'font', 'media', 'websocket', 'manifest'].includes(type)) return null
  // Route prefetches of the app router are navigation, not the feature's own cost.
  if (new URL(request.url()).searchParams.has('_rsc') || request.headers()['rsc']) return null
  const contentType = response.headers()['content-type'] ?? ''
  if (type === 'script' || /javascript/.test(contentType)) return 'script'
  return 'other'
}

/**
 * Records what a page fetches, gzipped by us at zlib's default level (so the figures do not
 * depend on how the server compressed them), and knows when the network has gone quiet.
 */
export class FetchRecorder {
  private readonly captured: Promise<Fetched | null>[] = []
  private inflight = 0
  private lastActivity = Date.now()

  constructor(page: Page) {
    page.on('request', () => {
      this.inflight++
      this.lastActivity = Date.now()
    })
    const settle = () => {
      this.inflight = Math.max(0, this.inflight - 1)
      this.lastActivity = Date.now()
    }
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    page.on('response', (response) => {
      const kind = kindOf(response)
      if (!kind || response.status() >= 300) return
      const at = Date.now()
      this.captured.push(
        response.body().then(
          (body) => ({ url: response.url(), kind, gzipBytes: gzipSize(body), at }),
          () => null,
        ),
      )
    })
  }

  /** A point in time to compare with later. */
  mark(): number {
    return Date.now()
  }

  async fetched(): Promise<Fetched[]> {
    return (await Promise.all(this.captured)).filter((entry): entry is Fetched => entry !== null)
  }

  /** Resolves once nothing has been in flight for `quietMs`. */
  async quiet(quietMs = 500, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (this.inflight > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
