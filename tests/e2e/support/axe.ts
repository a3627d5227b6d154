import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the site's accessibility target. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Waits (at most 2 s) until no finite animation or transition is running: axe reads colours as
 * they are at that instant, and a toast fading in or out has, for a moment, the contrast of a
 * half-transparent one. Endless animations (the logo strip) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {})
}

/** Fails the test on any axe violation, listing each rule with the elements that break it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n')
  expect(violations, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([])
}
