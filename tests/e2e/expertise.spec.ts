import { expect, test } from './support/fixtures'

const areas = {
  'artificial-intelligence': ['Artificial Intelligence', 'AI'],
  data: ['Data', 'Data'],
  'business-operations': ['Business Operations', 'Business Operations'],
  cloud: ['Cloud', 'Cloud'],
  'planning-delivery': ['Planning & Delivery', 'Planning & Delivery'],
  strategy: ['Strategy', 'Strategy'],
} as const

test.describe('Our Expertise', () => {
  test('has the strategy, data, ai, cloud and integration sections with three cards each', async ({
    page,
  }) => {
    await page.goto('/expertise')
    for (const anchor of ['strategy', 'data', 'ai', 'cloud', 'integration']) {
      const section = page.locator(`section#${anchor}`)
      await expect(section).toHaveCount(1)
      const links = section.getByRole('link')
      await expect(links).toHaveCount(3)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^\/expertise\/[a-z-]+$/)
      }
    }
  })
})

test.describe('expertise pages', () => {
  for (const [id, [title, ctaName]] of Object.entries(areas)) {
    test(`/expertise/${id}`, async ({ page }) => {
      const response = await page.goto(`/expertise/${id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${title} | Northbridge Digital`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()
      const stories = page.locator('#success-stories')
      await expect(
        stories.getByRole('heading', { level: 2, name: 'Selected Client Success Stories' }),
      ).toBeVisible()
      await expect(stories.getByRole('heading', { level: 3 })).toHaveCount(3)
      await expect(
        page.getByRole('heading', { name: `Ready to Transform Your Business with ${ctaName}?` }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
        'href',
        '/contact',
      )
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.some((block) => block.includes('"@type":"Service"'))).toBe(true)
    })
  }

  test('lists the services of the area', async ({ page }) => {
    await page.goto('/expertise/cloud')
    // The header's Services panel names them too (hidden until opened): look in the page itself.
    const main = page.getByRole('main')
    for (const service of [
      'Migration & Modernization',
      'Infrastructure & Provisioning',
      'Application Integration',
    ]) {
      await expect(main.getByText(service, { exact: true })).toBeVisible()
    }
  })

  test('a success story picture opens enlarged and closes with Escape', async ({ page }) => {
    await page.goto('/expertise/data')
    const trigger = page.getByRole('button', { name: /^Enlarge image:/ }).first()
    await trigger.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('#success-stories scrolls to the stories', async ({ page }) => {
    await page.goto('/expertise/strategy#success-stories')
    await expect(
      page.getByRole('heading', { name: 'Selected Client Success Stories' }),
    ).toBeInViewport()
  })

  test('an unknown id shows Expertise Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/expertise/quantum-gardening')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expertise Not Found')
    await expect(page.getByText("We couldn't find the expertise you're looking for.")).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Expertise/ })).toHaveAttribute(
      'href',
      '/expertise',
    )
  })
})

test.describe('client success stories', () => {
  test('has one card per offering linking to its stories', async ({ page }) => {
    await page.goto('/client-success-stories')
    const cards = page
      .getByRole('main')
      .getByRole('link', { name: /./ })
      .filter({
        has: page.locator('xpath=self::a[contains(@href, "#success-stories")]'),
      })
    await expect(cards).toHaveCount(6)
    for (const id of Object.keys(areas)) {
      await expect(page.locator(`a[href="/expertise/${id}#success-stories"]`)).toHaveCount(1)
    }
    await page.locator('a[href="/expertise/cloud#success-stories"]').click()
    await expect(page).toHaveURL(/\/expertise\/cloud#success-stories$/)
    await expect(
      page.getByRole('heading', { name: 'Selected Client Success Stories' }),
    ).toBeInViewport()
  })
})
