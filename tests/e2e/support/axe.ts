import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** What one axe run adds to the time its test may take. */
const AXE_RUN_ALLOWANCE_MS = 30_000

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the site's accessibility target. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * One axe run over the page. Only violations are reported in full: the passes, the inapplicable
 * rules and the incomplete ones keep one node each (axe's `resultTypes`), which the checks never
 * read and which took most of a run's time collecting every element's selector and HTML.
 *
 * Legacy mode runs `axe.run` in the page itself. The default runs axe in each frame and then
 * opens a blank page of the same context to merge the frames' results, for cross-origin frames;
 * the site has none (everything it serves is its own), and the blank page was half of each run:
 * 0.36 s instead of 0.68 s a page here (median of seven pages, an idle machine).
 */
const axeRun = (page: Page) =>
  // options() replaces every option set before it, the tags included: it comes first.
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze()

/**
 * Waits (at most 2 s) until no finite animation or transition has run for three frames in a row:
 * axe reads colours as they are at that instant, and a toast fading in or out has, for a moment,
 * the contrast of a half-transparent one. A single look could fall between a toast's mounting and
 * the frame its transition starts in. Endless animations (the logo strip) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const deadline = performance.now() + 2_000
          // A page that paints no frames (hidden) still gets its answer.
          setTimeout(resolve, 2_100)
          let quietFrames = 0
          const look = () => {
            const moving = document
              .getAnimations()
              .some(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getTiming().iterations !== Infinity,
              )
            quietFrames = moving ? 0 : quietFrames + 1
            if (quietFrames >= 3 || performance.now() > deadline) resolve()
            else requestAnimationFrame(look)
          }
          requestAnimationFrame(look)
        }),
    )
    .catch(() => {})
}

/** Fails the test on any axe violation, listing each rule with the elements that break it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Axe over a whole page takes 5–20 s of a 2-core machine running the suite beside it: each run
  // brings its own time to the test's budget, so no test that calls it has to guess (a dialog's
  // axe test and the hero video's ran past the default 30 s that way).
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS)
  await settleAnimations(page)
  let { violations } = await axeRun(page)
  if (violations.length > 0) {
    // A run reads the page over a second or more, and a toast whose time ran out meanwhile was
    // read half faded (seen: 1.11:1). A second look after the page has settled again tells such a
    // moment from a real violation, which is there both times.
    await settleAnimations(page)
    ;({ violations } = await axeRun(page))
  }
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n')
  expect(violations, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([])
}
