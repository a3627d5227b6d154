import { expect, test } from './support/fixtures'

const serviceAreas = {
  AI: [
    '/expertise/artificial-intelligence',
    [
      'Machine learning',
      'Predictive Modeling',
      'Generative AI and LLMs',
      'Agentic AI and MCP',
      'Intelligent Automation',
      'Software Development',
    ],
  ],
  Data: [
    '/expertise/data',
    [
      'Business Intelligence',
      'Engineering & Architecture',
      'Advanced Analytics',
      'Governance Risk & Compliance',
      'Data Privacy',
    ],
  ],
  'Business Operations': [
    '/expertise/business-operations',
    [
      'Business Case Design & Development',
      'Mergers & Acquisitions Operations',
      'Operating Model Design',
      'Business Process Engineering',
      'Contract Lifecycle Management',
    ],
  ],
  Cloud: [
    '/expertise/cloud',
    ['Migration & Modernization', 'Infrastructure & Provisioning', 'Application Integration'],
  ],
  'Planning & Delivery': [
    '/expertise/planning-delivery',
    [
      'Enterprise Program Management',
      'Product Management',
      'Change Leadership',
      'Project Coaching/Advisory',
      'Agile Training and SAFE',
    ],
  ],
  Strategy: [
    '/expertise/strategy',
    ['Business Strategy', 'Growth Strategy', 'AI Partnerships', 'Data & Technology Strategy'],
  ],
} as const

const industries = {
  'High-tech': 'high-tech',
  'Financial Services': 'financial-services',
  'E-commerce': 'e-commerce',
  Automotive: 'automotive',
  Hospitality: 'hospitality',
  Gaming: 'gaming',
  Media: 'media',
}

const aboutEntries = {
  'Our Leadership': '/about/leadership',
  Locations: '/about/locations',
  'Certifications & Recognition': '/about/certifications',
  Partners: '/about/partners',
  'Our Mission & Values': '/about/mission',
}

test.describe('the desktop menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the dropdowns are the wide-screen menu')

  test('Services lists the six areas with exactly their services', async ({ page }) => {
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Services' }).click()
    for (const [area, [href, services]] of Object.entries(serviceAreas)) {
      const link = nav.getByRole('link', { name: area, exact: true })
      await expect(link).toHaveAttribute('href', href)
      const column = nav.getByRole('listitem').filter({
        has: page.getByRole('link', { name: area, exact: true }),
        // not the top-level item, which holds the trigger and the whole panel
        hasNot: page.getByRole('button'),
      })
      await expect(column.getByRole('listitem')).toHaveText([...services])
    }
    await expect(nav.getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/services',
    )
  })

  test('Industries lists the seven industries with their sectors', async ({ page }) => {
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Industries' }).click()
    for (const [title, id] of Object.entries(industries)) {
      const link = nav.getByRole('link', { name: title, exact: true })
      await expect(link).toHaveAttribute('href', `/industries/${id}`)
      const sectors = nav
        .getByRole('listitem')
        .filter({
          has: page.getByRole('link', { name: title, exact: true }),
          hasNot: page.getByRole('button'),
        })
        .getByRole('listitem')
      expect(await sectors.count()).toBeGreaterThanOrEqual(2)
    }
  })

  test('Insights and About Us list their pages', async ({ page }) => {
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Insights' }).click()
    await expect(nav.getByRole('link', { name: /^Thought Leadership/ })).toHaveAttribute(
      'href',
      '/insights/thought-leadership',
    )
    await expect(nav.getByRole('link', { name: /^Webinars/ })).toHaveAttribute(
      'href',
      '/insights/webinars',
    )
    // A pointer already over the menu opens the next trigger on hover, and a click would then
    // close it again; so switch with the keyboard here.
    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: 'About Us' }).focus()
    await page.keyboard.press('Enter')
    for (const [label, href] of Object.entries(aboutEntries)) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
  })

  test('opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const aiLink = nav.getByRole('link', { name: 'AI', exact: true })
    // The exact delays are covered with fake timers in desktop-nav.test.tsx.
    await nav.getByRole('button', { name: 'Services' }).hover()
    await expect(aiLink).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(aiLink).toBeHidden()
  })

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const services = nav.getByRole('button', { name: 'Services' })
    // The button is in the server HTML before React has hydrated it: press again until it answers.
    await expect(async () => {
      await services.focus()
      await page.keyboard.press('Enter')
      await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'AI', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(services).toBeFocused()

    // Arrow keys move between the top-level triggers; Space opens the focused one.
    await page.keyboard.press('ArrowRight')
    const insights = nav.getByRole('button', { name: 'Insights' })
    await expect(insights).toBeFocused()
    await page.keyboard.press('Space')
    await expect(insights).toHaveAttribute('aria-expanded', 'true')
  })

  test('the logo goes home and the header offers Connect With Us', async ({ page }) => {
    await page.goto('/privacy-and-terms')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Connect With Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await header.getByRole('link', { name: 'Northbridge Digital home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await header.getByRole('link', { name: 'Northbridge Digital home' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('the mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the small-screen menu')

  test('has the five entries and expands each section', async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (const section of ['Expertise & Services', 'Insights', 'Industries', 'About Us']) {
      await expect(menu.getByRole('button', { name: section })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Connect With Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await menu.getByRole('button', { name: 'Industries' }).click()
    await expect(menu.getByRole('link', { name: 'Hospitality' })).toHaveAttribute(
      'href',
      '/industries/hospitality',
    )
    await menu.getByRole('button', { name: 'About Us' }).click()
    await expect(menu.getByRole('link', { name: 'Our Leadership' })).toBeVisible()
  })

  test('keeps focus inside while open and closes on Escape', async ({ page }) => {
    await page.goto('/services')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('closes when the visitor navigates', async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Connect With Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect With Our Experts')
  })
})
