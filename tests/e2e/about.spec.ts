import { expect, test } from './support/fixtures'
import { SITE_ORIGIN } from './support/site'

test.describe('About Us', () => {
  test('the overview links to the five about pages and states the mission and acronym', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await expect(page.getByRole('heading', { name: 'Our mission', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our approach: AIDATA' })).toBeVisible()
    const links = {
      'Our Leadership': '/about/leadership',
      Locations: '/about/locations',
      'Certifications & Recognition': '/about/certifications',
      Partners: '/about/partners',
      'Our Mission & Values': '/about/mission',
    }
    for (const [title, href] of Object.entries(links)) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
      await expect(page.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute(
        'href',
        href,
      )
    }
  })

  for (const alias of ['/clients', '/faq']) {
    test(`${alias} shows the about screen with /about as canonical`, async ({ page }) => {
      await page.goto(alias)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_ORIGIN}/about`,
      )
    })
  }

  test('the mission page explains each letter on hover and on keyboard focus', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about/mission')
    const letters = page.getByRole('button', { name: /^[A-Z]: / })
    await expect(letters).toHaveCount(6)
    await expect(letters).toHaveText(['A', 'I', 'D', 'A', 'T', 'A'])
    for (const driver of ['Client Success', 'Innovation', 'Integrity']) {
      await expect(page.getByRole('heading', { level: 3, name: driver })).toBeVisible()
    }
    const diversity = page.getByRole('button', { name: 'D: Diversity' })
    if (!isMobile) {
      await diversity.hover()
      await expect(page.getByRole('tooltip')).toContainText('Diversity')
      // Leave the letter for text well away from it (Radix keeps the tooltip open while the
      // pointer travels towards it).
      const box = (await diversity.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200, { steps: 8 })
      await expect(page.getByRole('tooltip')).toBeHidden()
    }
    await diversity.focus()
    await expect(page.getByRole('tooltip')).toContainText('Diversity')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tooltip')).toContainText('Accountability')
  })

  test('the values page has six values and a way to get in touch', async ({ page }) => {
    await page.goto('/about/values')
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'Excellence',
      'Innovation',
      'Integrity',
      'Collaboration',
      'Adaptability',
      'Impact',
    ])
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Connect With Us' }),
    ).toHaveAttribute('href', '/contact')
  })

  test('leaders show bios cut at 50 words, except the one who always shows it in full', async ({
    page,
  }) => {
    await page.goto('/about/leadership')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(page.getByRole('button', { name: /see more/ })).toHaveCount(2)
    const dana = cards.filter({ hasText: 'Dana Whitfield' })
    await expect(dana.getByRole('button', { name: /see more/ })).toHaveCount(0)

    const marcus = cards.filter({ hasText: 'Marcus Oyelaran' })
    const shortBio = await marcus.locator('p').nth(1).textContent()
    expect(
      shortBio?.replace('... see more about Marcus Oyelaran', '').trim().split(/\s+/),
    ).toHaveLength(50)
    const seeMore = marcus.getByRole('button', { name: /see more/ })
    await seeMore.click()
    const dialog = page.getByRole('dialog', { name: 'Marcus Oyelaran' })
    await expect(dialog).toBeVisible()
    expect((await dialog.locator('p').last().textContent())!.split(/\s+/).length).toBeGreaterThan(
      50,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(seeMore).toBeFocused()

    const linkedin = marcus.getByRole('link', { name: /LinkedIn/ })
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the people page links to careers and contact', async ({ page }) => {
    await page.goto('/about/people')
    await expect(page.getByRole('main').getByRole('link', { name: 'See careers' })).toHaveAttribute(
      'href',
      '/career',
    )
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Connect With Us' }),
    ).toHaveAttribute('href', '/contact')
  })

  test('both offices have their address, phone, e-mail and directions', async ({ page }) => {
    await page.goto('/about/locations')
    const offices = page.getByRole('article')
    await expect(offices).toHaveCount(2)
    await expect(offices.nth(0)).toContainText('Rohnert Park, CA')
    await expect(offices.nth(1)).toContainText('Las Vegas, NV')
    for (const office of await offices.all()) {
      await expect(office.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
        'href',
        'tel:+18005550142',
      )
      await expect(office.getByRole('link', { name: 'hello@northbridge.example' })).toBeVisible()
      const directions = office.getByRole('link', { name: /Get Directions/ })
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/search\?query=/,
      )
      await expect(directions).toHaveAttribute('target', '_blank')
    }
  })

  test('certifications and recognitions are listed', async ({ page }) => {
    await page.goto('/about/certifications')
    const certifications = page.getByRole('region', { name: 'Industry certifications' })
    await expect(certifications.getByRole('listitem')).toHaveCount(5)
    const recognitions = page.getByRole('region', { name: 'Corporate recognitions' })
    await expect(recognitions.getByRole('heading', { level: 3 })).toHaveText([
      'Women-Owned Business',
      'Minority-Owned Business',
      'Women-Owned Small Business',
    ])
  })

  test('three partners link out safely', async ({ page }) => {
    await page.goto('/about/partners')
    const links = page.getByRole('main').getByRole('link', { name: /^Visit / })
    await expect(links).toHaveCount(3)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
