import { expect, test } from './support/fixtures'

test.describe('the legal page', () => {
  test('shows both documents with their effective dates and a table of contents', async ({
    page,
  }) => {
    await page.goto('/privacy-and-terms')
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText('Effective November 26, 2023')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeVisible()
    await expect(page.getByText('Effective August 6, 2025')).toBeVisible()

    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link')).toHaveText(['Privacy Policy', 'Terms of Use'])
    await expect(contents.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '#privacy-policy',
    )
  })

  test('covers what the spec requires, with the firm contact details from configuration', async ({
    page,
  }) => {
    await page.goto('/privacy-and-terms')
    for (const heading of ['Cookies', 'Security', 'Children under thirteen', 'E-mail opt-out']) {
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    await expect(page.locator('h3[id]').first()).toHaveAttribute('id', /^[a-z0-9-]+$/)
    await expect(page.getByText(/at least 18/).first()).toBeVisible()
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: 'hello@northbridge.example' }).first(),
    ).toHaveAttribute('href', 'mailto:hello@northbridge.example')
    await expect(main.getByRole('link', { name: '1-800-555-0142' }).first()).toHaveAttribute(
      'href',
      'tel:+18005550142',
    )
  })
})
