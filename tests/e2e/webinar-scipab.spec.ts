import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { jsonLdBlocks, SITE_ORIGIN, sitemapPaths } from './support/site'

const PATH = '/insights/webinars/SCIPAB'
const TITLE = 'SCIPAB for Agentic AI: A Situational-Analysis Framework'
const STEPS = ['Situation', 'Complication', 'Implication', 'Position', 'Action', 'Benefit']

function theVideo(page: Page): Locator {
  return page.getByRole('main').getByLabel(/^Video: SCIPAB for Agentic AI/)
}

/** Whether the player has started by itself: playing, and past its first frame. */
function isPlaying(video: Locator): Promise<boolean> {
  return video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)
}

test.describe('the SCIPAB webinar page', () => {
  test('names the webinar, its speaker and length, and leads back to the webinars', async ({
    page,
  }) => {
    await page.goto(PATH)
    await expect(page).toHaveTitle(`${TITLE} | Northbridge Digital`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    const main = page.getByRole('main')
    await expect(main).toContainText('Speaker: Marcus Oyelaran, Practice Director, AI & Data')
    await expect(main.getByText('2 minutes', { exact: true })).toBeVisible()
    await expect(main).toContainText('Duration: 2 minutes')
    const back = main.getByRole('link', { name: 'Back to Webinars' })
    await expect(back).toBeVisible()
    await expect(back).toHaveAttribute('href', '/insights/webinars')

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Webinars' })).toHaveAttribute(
      'href',
      '/insights/webinars',
    )
    await expect(crumbs.getByText('SCIPAB Webinar')).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}${PATH}`,
    )
  })

  test('writes out the six steps the video shows', async ({ page }) => {
    await page.goto(PATH)
    const steps = page.getByRole('region', { name: 'The six steps' }).getByRole('listitem')
    await expect(steps).toHaveCount(6)
    for (const [index, title] of STEPS.entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(title)
      await expect(steps.nth(index)).toContainText('In the example:')
    }
    await expect(page.getByRole('figure')).toContainText('no sound')
  })

  test('has a muted, looping video with controls that plays by itself', async ({ page }) => {
    await page.goto(PATH)
    const video = theVideo(page)
    await expect(video).toHaveJSProperty('tagName', 'VIDEO')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    await expect(video).toHaveJSProperty('controls', true)
    await expect(video).toHaveAttribute('poster', '/images/webinars/scipab-poster.webp')
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute(
      'src',
      '/video/webinars/scipab.webm',
    )
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute(
      'src',
      '/video/webinars/scipab.mp4',
    )
    // Muted video may play without a gesture, headless Chromium included.
    await expect.poll(() => isPlaying(video), { timeout: 15_000 }).toBe(true)
  })

  test.describe('under prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' })

    test('the video waits on its poster until the visitor presses play', async ({ page }) => {
      await page.goto(PATH)
      const video = theVideo(page)
      // Give the page time to hydrate and the player to load its metadata, as it would to play.
      await page.waitForLoadState('networkidle')
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(1)
      await page.waitForTimeout(1_000)
      await expect(video).toHaveJSProperty('paused', true)
      await expect(video).toHaveJSProperty('currentTime', 0)
      await expect(video).toHaveJSProperty('autoplay', false)
    })
  })

  test(
    'describes the video for search engines with absolute URLs',
    { tag: '@once' },
    async ({ request }) => {
      const html = await (await request.get(PATH)).text()
      const videos = jsonLdBlocks(html).filter((block) => block['@type'] === 'VideoObject')
      expect(videos).toHaveLength(1)
      expect(videos[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: TITLE,
        duration: 'PT2M',
        uploadDate: '2025-06-12',
        thumbnailUrl: `${SITE_ORIGIN}/images/webinars/scipab-poster.webp`,
        contentUrl: `${SITE_ORIGIN}/video/webinars/scipab.mp4`,
        embedUrl: `${SITE_ORIGIN}${PATH}`,
        publisher: { '@id': `${SITE_ORIGIN}/#organization` },
      })
      for (const file of [
        '/video/webinars/scipab.mp4',
        '/video/webinars/scipab.webm',
        '/images/webinars/scipab-poster.webp',
      ]) {
        expect((await request.get(file)).status(), file).toBe(200)
      }
    },
  )

  test('is in the sitemap and the search index', { tag: '@once' }, async ({ request }) => {
    expect(await sitemapPaths(request)).toContain(PATH)
    const index = (await (await request.get('/search-index.json')).json()) as {
      documents: { id: string; title: string }[]
    }
    expect(index.documents).toContainEqual(expect.objectContaining({ id: PATH, title: TITLE }))
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(PATH)
    await expectNoAxeViolations(page)
  })
})
