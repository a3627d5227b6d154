import { expect, test } from './support/fixtures'
import { startSiteServer, type SiteServer } from './support/site-server'

// A server of its own (SCHEDULER_EMBED_URL set); once, at desktop width, is enough.

let server: SiteServer

test.beforeAll(async () => {
  // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
  test.setTimeout(120_000)
  server = await startSiteServer({
    env: { SCHEDULER_EMBED_URL: 'https://calendly.com/northbridge-digital/30min' },
  })
})

test.afterAll(async () => {
  await server?.stop()
})

// This machine cannot reach Calendly: exactly the case the fallback exists for.
test.use({ expectedConsoleErrors: /assets\.calendly\.com|ERR_NAME_NOT_RESOLVED/ })

test('with a third-party scheduler configured, a visitor who cannot load it gets our phone and e-mail', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(server.url)) {
      scripts.push(request.url())
    }
  })
  await page.goto(`${server.url}/contact`)
  await expect(page.getByRole('heading', { name: 'Book your free consultation' })).toBeVisible()
  // Nothing of the third party loads before the human check.
  expect(scripts).toEqual([])

  await page.getByText("I'm not a robot").click()
  await expect(page.getByText('Verification Successful!')).toBeVisible({ timeout: 30_000 })
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'Our scheduling calendar could not be loaded.' })
  await expect(fallback).toBeVisible({ timeout: 15_000 })
  expect(scripts).toEqual(['https://assets.calendly.com/assets/external/widget.js'])
  await expect(fallback.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
    'href',
    'tel:+18005550142',
  )
  await expect(fallback.getByRole('link', { name: 'hello@northbridge.example' })).toHaveAttribute(
    'href',
    'mailto:hello@northbridge.example',
  )
  // The built-in scheduler is not offered alongside.
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toHaveCount(0)
})
