import { expect, test } from './support/fixtures'

test.describe('a visitor arriving on the home page', () => {
  test('sees the headline and can reach the firm', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empowering Your Digital Transformation' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Northbridge Digital/)
    await expect(page.getByRole('link', { name: 'Northbridge Digital home' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Connect With Us' }),
    ).toHaveAttribute('href', '/contact')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '1-800-555-0142' }),
    ).toHaveAttribute('href', 'tel:+18005550142')
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

test.describe('the health endpoint', () => {
  test('reports the server and its database as up', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
  })
})
