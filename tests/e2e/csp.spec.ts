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
import { parsePolicy, problemsOf, recordViolations, violations } from './support/csp'
import { EVERY_PAGE } from './support/site'

// The Content-Security-Policy holds on every page (decision 023): each prerendered page's header
// names the hash of every inline script in its HTML (styles may be inline); a page rendered per request
// carries a fresh nonce on all of its scripts; and a visitor's browser reports no violation
// anywhere (accessibility.spec.ts visits every page), also while search, chat, the sign-in
// dialog, the human check and booking load.

test.describe('the Content-Security-Policy header of every page', { tag: '@once' }, () => {
  for (const path of EVERY_PAGE) {
    test(`${path}: allows exactly the page's inline scripts and styles, nothing unsafe, whatever prefetch headers it is asked with`, async ({
      request,
      servedPage,
    }) => {
      const problems: string[] = []
      // Prefetches first: a page must not be answered or cached without its policy for them.
      const variants: Record<string, string>[] = [
        { purpose: 'prefetch' },
        { 'next-router-prefetch': '1' },
      ]
      const answers: { label: string; headers: Record<string, string> }[] = []
      for (const headers of variants) {
        const response = await request.get(path, { headers })
        answers.push({ label: `${path} ${JSON.stringify(headers)}`, headers: response.headers() })
      }
      // The plain answer (shared with the other tests of this worker that read the page), then
      // once more: a page cached after its first render must still match the policy sent with it.
      const plain = await servedPage(path)
      const again = await request.get(path)
      answers.push({ label: `${path} {}`, headers: plain.headers })
      for (const [label, header, html] of [
        [path, plain.headers['content-security-policy'], plain.html],
        [`${path} (again)`, again.headers()['content-security-policy'], await again.text()],
      ] as const) {
        if (!header) problems.push(`${label}: no Content-Security-Policy header`)
        else problems.push(...problemsOf(label, header, html))
      }
      for (const { label, headers } of answers) {
        const policy = parsePolicy(headers['content-security-policy'] ?? '')
        if (!policy.has('script-src')) problems.push(`${label}: no script-src`)
        if (policy.get('frame-ancestors')?.join(' ') !== "'none'") {
          problems.push(`${label}: frame-ancestors ${policy.get('frame-ancestors')?.join(' ')}`)
        }
        const frameOptions = headers['x-frame-options']
        if (frameOptions !== 'DENY') problems.push(`${label}: X-Frame-Options ${frameOptions}`)
      }
      expect(problems).toEqual([])
    })
  }
})

test.describe('the Content-Security-Policy header', { tag: '@once' }, () => {
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

test.describe('a visitor under the policy', () => {
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
