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
    const revealed = page.locator('[data-reveal]')
    await expect(revealed.last()).toBeAttached()
    // Below the fold too, before any scrolling: nothing is faded out or moved down.
    const looks = await revealed.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return `${style.opacity} ${style.transform}`
      }),
    )
    expect(looks.length).toBeGreaterThan(3)
    expect(new Set(looks)).toEqual(new Set(['1 none']))
    await context.close()
  })
})
