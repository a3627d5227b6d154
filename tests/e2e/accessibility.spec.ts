import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { allPagePaths, NOT_FOUND_PATHS } from './support/site'

test.describe('axe finds no WCAG 2.2 A/AA violations', () => {
  test('on every page', async ({ page, request }) => {
    test.setTimeout(360_000)
    for (const path of [...(await allPagePaths(request)), ...NOT_FOUND_PATHS]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectNoAxeViolations(page)
      })
    }
  })

  test('with a menu open', async ({ page, isMobile }) => {
    await page.goto('/services')
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Industries' })
        .click()
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' })
        .click()
      await expect(page.getByRole('link', { name: 'AI', exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})
