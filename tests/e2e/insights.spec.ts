import { expect, test } from './support/fixtures'
import { SITE_ORIGIN } from './support/site'

const slugs = [
  'agentic-ai-document-extraction',
  'neocloud-providers',
  'ai-agent-frameworks',
  'trust-human-ai-relationships',
  'product-testing-ai-synthetic-data',
]

test.describe('insights', () => {
  test('the hub offers thought leadership and webinars with their features', async ({ page }) => {
    await page.goto('/insights')
    await expect(page.getByRole('link', { name: 'Thought Leadership' })).toHaveAttribute(
      'href',
      '/insights/thought-leadership',
    )
    await expect(page.getByRole('link', { name: 'Webinars' })).toHaveAttribute(
      'href',
      '/insights/webinars',
    )
    for (const feature of [
      'Industry Analysis',
      'Technology Trends',
      'Strategic Insights',
      'Expert Commentary',
      'Live Sessions',
      'Expert Panels',
      'Interactive Q&A',
      'Educational Content',
    ]) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible()
    }
  })

  test('thought leadership features one article and four curated ones', async ({ page }) => {
    await page.goto('/insights/thought-leadership')
    await expect(
      page.getByRole('region', { name: 'Featured article' }).getByRole('article'),
    ).toHaveCount(1)
    const curated = page.getByRole('region', { name: 'Curated reading' }).getByRole('article')
    await expect(curated).toHaveCount(4)
    for (const card of await curated.all()) {
      await expect(card).toContainText('AI & Data')
      await expect(card).toContainText(
        /Curated by Marcus Oyelaran, Practice Director, AI & Data · \w+ \d{1,2}, 202[45]/,
      )
    }
  })
})

test.describe('the article reader', () => {
  test('an original article names its Author and has no original-article buttons', async ({
    page,
  }) => {
    await page.goto('/insights/thought-leadership/agentic-ai-document-extraction')
    await expect(page.getByText('Author:', { exact: true })).toBeVisible()
    await expect(page.getByText('July 14, 2025')).toBeVisible()
    await expect(page.getByRole('link', { name: /Original Article/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute(
      'href',
      '/insights',
    )
  })

  test('a curated article credits its Original Author, links out and states the rights', async ({
    page,
  }) => {
    await page.goto('/insights/thought-leadership/neocloud-providers')
    await expect(page.getByText('Original Author:', { exact: true })).toBeVisible()
    await expect(page.getByText('December 10, 2024')).toBeVisible()
    for (const name of ['View Original Article', 'Read Original Article']) {
      const link = page.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(
      page.getByText(/all rights to its content belong to the original creators/),
    ).toBeVisible()
  })

  test('the video article loads nothing of the video until the visitor presses play', async ({
    page,
  }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/video/')) videoRequests.push(request.url())
    })
    await page.goto('/insights/thought-leadership/trust-human-ai-relationships')
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])
    await expect(page.locator('video')).toHaveCount(0)
    await page.getByRole('button', { name: /^Play video:/ }).click()
    const video = page.locator('video')
    await expect(video).toHaveCount(1)
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1)
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  })

  for (const slug of slugs) {
    test(`${slug} reads the same at both addresses, canonical to the first`, async ({ page }) => {
      for (const path of [`/insights/thought-leadership/${slug}`, `/insights/${slug}`]) {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${SITE_ORIGIN}/insights/thought-leadership/${slug}`,
        )
      }
    })
  }

  for (const path of [
    '/insights/thought-leadership/no-such-article',
    '/insights/no-such-article',
  ]) {
    test(`${path} shows Article Not Found with status 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to Insights' }),
      ).toHaveAttribute('href', '/insights')
    })
  }
})
