import { expect, test } from './support/fixtures'

test.describe('scroll reveal', () => {
  test('content below the fold fades in as it scrolls into view', async ({ page }) => {
    await page.goto('/services')
    const lastCard = page.locator('[data-reveal]').last()
    await expect(lastCard).toHaveAttribute('data-reveal', 'pending')
    // Everything in the first screen is shown at once, never hidden.
    const hiddenAboveFold = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-reveal="pending"]')].filter(
          (element) => element.getBoundingClientRect().top < window.innerHeight - 100,
        ).length,
    )
    expect(hiddenAboveFold).toBe(0)
    await lastCard.scrollIntoViewIfNeeded()
    await expect(lastCard).toHaveAttribute('data-reveal', 'shown')
    await expect(lastCard).toHaveCSS('opacity', '1')
  })

  test('nothing is hidden when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/services')
    await expect(page.locator('[data-reveal]').last()).toBeAttached()
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
    await expect(page.locator('[data-reveal]').last()).toHaveCSS('opacity', '1')
    await context.close()
  })
})
