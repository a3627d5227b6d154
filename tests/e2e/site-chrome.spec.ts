import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { jsonLdBlocks } from './support/site'

test.describe('the footer', () => {
  test('has the company facts, links and legal notice', async ({ page }) => {
    await page.goto('/contact')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(/minority- and women-owned consultancy/)).toBeVisible()

    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' })
    await expect(quickLinks.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/about',
    )
    // In no menu: the footer is how crawlers and visitors reach them (decision 027).
    await expect(quickLinks.getByRole('link', { name: 'Our Values' })).toHaveAttribute(
      'href',
      '/about/values',
    )
    await expect(quickLinks.getByRole('link', { name: 'Our People' })).toHaveAttribute(
      'href',
      '/about/people',
    )
    const services = footer.getByRole('navigation', { name: 'Our Services' })
    await expect(services.getByRole('link')).toHaveCount(6)
    await expect(services.getByRole('link', { name: 'Artificial Intelligence' })).toHaveAttribute(
      'href',
      '/expertise/artificial-intelligence',
    )

    await expect(footer.getByText('Rohnert Park, California 94928')).toBeVisible()
    await expect(footer.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    )
    await expect(footer.getByRole('link', { name: 'hello@northbridge.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northbridge.example',
    )
    const sister = footer.getByRole('link', { name: /Northbridge Talent/ })
    await expect(sister).toHaveAttribute('target', '_blank')
    await expect(sister).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
      'href',
      '/social/linkedin',
    )
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Northbridge Digital LLC`),
    ).toBeVisible()
    await expect(
      footer.getByRole('link', { name: 'Privacy Policy & Terms of Service' }),
    ).toHaveAttribute('href', '/privacy-and-terms')
  })
})

/** The visible trail and the BreadcrumbList data, side by side. */
async function breadcrumbs(page: Page) {
  const visible = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .allTextContents()
  const list = jsonLdBlocks(await page.content()).find(
    (block) => block['@type'] === 'BreadcrumbList',
  )
  const items = (list?.itemListElement ?? []) as { name: string; position: number; item?: string }[]
  return { visible: visible.map((text) => text.trim()), items }
}

test.describe('breadcrumbs', () => {
  test('are absent on the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  })

  test('name known segments and match their structured data', async ({ page }) => {
    await page.goto('/privacy-and-terms')
    const { visible, items } = await breadcrumbs(page)
    expect(visible).toEqual(['Home', 'Privacy Policy & Terms of Service'])
    expect(items.map((item) => item.name)).toEqual(visible)
    expect(items[0]).toMatchObject({ position: 1, item: 'https://northbridge.example/' })
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByText('Privacy Policy & Terms of Service'),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('link only the steps that are pages, and title-case unknown segments', async ({ page }) => {
    await page.goto('/social/linkedin')
    const { visible, items } = await breadcrumbs(page)
    expect(visible).toEqual(['Home', 'Social Media', 'LinkedIn'])
    // 'Social Media' is no page, and search engines need a URL for every step but the last: such
    // a trail gets no BreadcrumbList rather than an invalid one (decision 028).
    expect(items).toEqual([])
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link')).toHaveCount(1)
  })

  test('follow client-side navigation', async ({ page }) => {
    await page.goto('/contact')
    expect((await breadcrumbs(page)).visible).toEqual(['Home', 'Connect With Us'])
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /on LinkedIn/ })
      .click()
    await expect(page).toHaveURL(/\/social\/linkedin$/)
    await expect
      .poll(async () => (await breadcrumbs(page)).visible)
      .toEqual(['Home', 'Social Media', 'LinkedIn'])
  })
})
