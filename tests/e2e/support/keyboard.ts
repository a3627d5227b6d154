import type { Locator, Page } from '@playwright/test'

/**
 * Moves the keyboard focus with Tab, as a keyboard user would, until `target` has it: at most
 * `limit` presses, so a control Tab never reaches fails the test.
 */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}
