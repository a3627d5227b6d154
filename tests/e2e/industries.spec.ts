import { expect, test } from './support/fixtures'

const industries = {
  'high-tech': 'High-tech',
  'financial-services': 'Financial Services',
  'e-commerce': 'E-commerce',
  automotive: 'Automotive',
  hospitality: 'Hospitality',
  gaming: 'Gaming',
  media: 'Media',
}

test.describe('industries', () => {
  test('the index has seven cards, each with Learn More', async ({ page }) => {
    await page.goto('/industries')
    const cards = page.getByRole('main').getByRole('listitem')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(Object.values(industries))
    for (const [id, title] of Object.entries(industries)) {
      await expect(page.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute(
        'href',
        `/industries/${id}`,
      )
    }
  })

  for (const [id, title] of Object.entries(industries)) {
    test(`/industries/${id}`, async ({ page }) => {
      const response = await page.goto(`/industries/${id}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()
      await expect(page.locator('#success-stories').getByRole('heading', { level: 3 })).toHaveCount(
        3,
      )
      await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
        'href',
        '/contact',
      )
    })
  }

  test('#success-stories scrolls to the stories', async ({ page }) => {
    await page.goto('/industries/gaming#success-stories')
    await expect(
      page.getByRole('heading', { name: 'Selected Client Success Stories' }),
    ).toBeInViewport()
  })

  test('an unknown id shows Industry Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/industries/space-mining')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry Not Found')
    await expect(page.getByText("We couldn't find the industry you're looking for.")).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Industries/ })).toHaveAttribute(
      'href',
      '/industries',
    )
  })
})
