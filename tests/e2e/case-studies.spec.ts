import { expect, test } from './support/fixtures'

const ids = [
  'financial-services-merger',
  'retail-ai-transformation',
  'healthcare-digital-transformation',
]

test.describe('case studies', () => {
  for (const id of ids) {
    test(`/case-studies/${id} tells the story in four parts`, async ({ page }) => {
      const response = await page.goto(`/case-studies/${id}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('The challenge:')).toBeVisible()
      for (const part of ['Situation', 'Task', 'Action', 'Result']) {
        await expect(page.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible()
      }
      const result = page.getByRole('region', { name: 'Result' })
      await expect(result.getByRole('heading', { name: 'Technologies' })).toBeVisible()
      await expect(result.getByRole('heading', { name: /^Project timeline/ })).toBeVisible()
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
        'href',
        '/services',
      )
    })
  }

  test('each shows four metrics', async ({ page }) => {
    await page.goto('/case-studies/retail-ai-transformation')
    await expect(
      page
        .getByRole('heading', { name: 'Results at a glance' })
        .locator('xpath=following-sibling::ul[1]/li'),
    ).toHaveCount(4)
  })

  test('the services screen lists the case studies', async ({ page }) => {
    await page.goto('/case-studies')
    for (const id of ids) {
      await expect(page.locator(`a[href="/case-studies/${id}"]`)).toHaveCount(1)
    }
  })

  test('an unknown id shows Case Study Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/case-studies/moon-base')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found')
    await expect(page.getByText('The requested case study could not be found.')).toBeVisible()
  })
})

test.describe('How We Serve', () => {
  test('has the program management and agile transformation sections', async ({ page }) => {
    await page.goto('/services')
    await expect(page.locator('section#enterprise-program-management h2')).toBeVisible()
    await expect(page.locator('section#agile-transformation h2')).toBeVisible()
    await expect(page.getByRole('link', { name: /^View Service/ })).toHaveCount(6)
  })
})
