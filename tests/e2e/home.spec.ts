import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const serviceCards = [
  ['AI & ML Solutions', '/expertise/artificial-intelligence'],
  ['Cloud Transformation', '/expertise/cloud'],
  ['Digital Experience & Data Analytics', '/expertise/data'],
  ['Business Operations & Process Improvement', '/expertise/business-operations'],
  ['Strategic Consulting', '/expertise/strategy'],
  ['Product & Program Management', '/expertise/planning-delivery'],
] as const

test.describe('a visitor arriving on the home page', () => {
  test('sees the hero and can reach the firm', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empowering Your Digital Transformation' }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Northbridge Digital | Empowering Your Digital Transformation')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Connect With Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '1-800-555-0142' }),
    ).toHaveAttribute('href', 'tel:+18005550142')
  })

  test('Explore Our Expertise scrolls to the services', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Explore Our Expertise' }).click()
    await expect(page).toHaveURL(/#services$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Our Expertise' })).toBeInViewport()
  })

  test('shows the stats, the six values and the six service cards in order', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    for (const value of ['25+', '50%', '50+', '200+']) {
      await expect(main.getByText(value, { exact: true })).toBeVisible()
    }
    for (const value of [
      'Accountability',
      'Innovation',
      'Diversity',
      'Automation',
      'Teamwork',
      'Agility',
    ]) {
      await expect(main.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible()
    }
    const services = page.locator('#services')
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      serviceCards.map(([title]) => title),
    )
    for (const [title, href] of serviceCards) {
      await expect(services.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
  })

  test('the logo strip links out safely, twice over, and can be paused', async ({ page }) => {
    await page.goto('/')
    const logoLinks = 'a[target="_blank"][href$=".example"]:not([href*="northbridge"])'
    const links = page.getByRole('main').locator(logoLinks)
    await expect(links).toHaveCount(24)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
    // The second copy is for the loop only: inert (out of the tab order) and hidden from screen
    // readers.
    const copy = page.getByRole('main').locator(`div[inert]:has(${logoLinks})`)
    await expect(copy).toHaveAttribute('aria-hidden', 'true')
    await expect(copy.locator(logoLinks)).toHaveCount(12)
    await expect(page.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(12 + 1)
    const pause = page.getByRole('button', { name: 'Pause logo animation' })
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
  })

  test('about and the closing call to action lead on', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.locator('#about').getByRole('link', { name: 'Learn More About Us' }),
    ).toHaveAttribute('href', '/about')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(
      main.getByRole('link', { name: 'View Our Client Success Stories' }),
    ).toHaveAttribute('href', '/client-success-stories')
  })

  test('can skip straight to the content with the keyboard', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe('the hero video', () => {
  test('plays muted in a loop when motion is welcome, and is never the LCP element', async ({
    page,
  }) => {
    await page.goto('/')
    const video = page.locator('video')
    await expect(video).toHaveCount(1)
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(
      true,
    )
    const lcpTag = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[]
            resolve(entries.at(-1)?.element?.tagName ?? 'none')
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(['H1', 'IMG', 'P']).toContain(lcpTag)
  })

  test('can be paused and played from the keyboard, and stays paused for the session', async ({
    page,
  }) => {
    await page.goto('/')
    const video = page.locator('video')
    const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused)
    const toggle = page.getByRole('button', { name: 'Pause background video' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(isPaused).toBe(false)

    // It follows the hero's actions in the tab order.
    await page.getByRole('link', { name: 'Explore Our Expertise' }).focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await isPaused()).toBe(true)

    await page.reload()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(video).toHaveCount(1)
    // Give an autoplay the time it would take, then check it never started.
    await page.waitForTimeout(500)
    expect(await isPaused()).toBe(true)
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(false)

    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(isPaused).toBe(false)
  })

  test('its pause button passes axe and leaves the hero text and actions uncovered', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Pause background video' })
    await expect(toggle).toBeVisible()
    const button = (await toggle.boundingBox())!
    expect(button.width).toBeGreaterThanOrEqual(24)
    expect(button.height).toBeGreaterThanOrEqual(24)
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    for (const part of [
      hero.getByRole('heading', { level: 1 }),
      hero.locator('h1 + p'),
      hero.getByRole('link', { name: 'Connect With Us' }),
      hero.getByRole('link', { name: 'Explore Our Expertise' }),
    ]) {
      const box = (await part.boundingBox())!
      const overlaps =
        button.x < box.x + box.width &&
        box.x < button.x + button.width &&
        button.y < box.y + box.height &&
        box.y < button.y + button.height
      expect(overlaps, (await part.textContent()) ?? undefined).toBe(false)
    }
    await toggle.focus()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
  })

  test('is not requested under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/video/')) videoRequests.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('video')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0)
    await expect(page.locator('img[src*="hero-poster"], img[srcset*="hero-poster"]')).toBeVisible()
    expect(videoRequests).toEqual([])
    await context.close()
  })
})

test.describe('the health endpoint', { tag: '@once' }, () => {
  test('reports the server and its database as up', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
  })
})
