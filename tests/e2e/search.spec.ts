import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const PLACEHOLDER = "Search across the entire site... (e.g., 'cloud', 'ai', 'high-tech')"
const INDEX_PATH = '/search-index.json'

function searchDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Search the site' })
}

function searchInput(page: Page) {
  return searchDialog(page).getByRole('combobox', { name: 'Search the site' })
}

function headerSearchButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
}

/**
 * Opens the dialog with the header button or a shortcut. Retried, because a press before the
 * page has hydrated reaches no handler; opening twice is harmless.
 */
async function openSearch(page: Page, how: 'button' | 'Control+k' | '/' = 'button') {
  // A dialog that was just closed stays in the page while it fades out.
  await expect(searchDialog(page)).toBeHidden()
  await expect(async () => {
    if (!(await searchDialog(page).isVisible())) {
      if (how === 'button') await headerSearchButton(page).click({ timeout: 2_000 })
      else await page.keyboard.press(how)
    }
    await expect(searchInput(page)).toBeFocused({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

async function search(page: Page, query: string) {
  await searchInput(page).fill(query)
  await expect(resultsHeading(page).or(noResults(page))).toBeVisible()
}

function resultsHeading(page: Page) {
  return searchDialog(page).getByRole('heading', { name: /^RESULTS \(\d+\)$/ })
}

/** The visible no-match line (the screen-reader announcement says the same after a pause). */
function noResults(page: Page) {
  return searchDialog(page).locator('p:not([role="status"])', { hasText: /^No results found for / })
}

function options(page: Page) {
  return searchDialog(page).getByRole('listbox').getByRole('option')
}

test.describe('site search', () => {
  test('opens from the header button and from Ctrl+K', async ({ page }) => {
    await page.goto('/about')
    await openSearch(page, 'button')
    await expect(searchDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(searchDialog(page)).toBeHidden()
    await expect(headerSearchButton(page)).toBeFocused()

    await openSearch(page, 'Control+k')
    await expect(searchDialog(page)).toBeVisible()
  })

  test('shows the placeholder, the hint and the suggestion chips, and a chip fills the query', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await expect(searchInput(page)).toHaveAttribute('placeholder', PLACEHOLDER)
    const dialog = searchDialog(page)
    await expect(dialog.getByText('Search across all pages and content')).toBeVisible()
    const chips = dialog.getByRole('list', { name: 'Suggested searches' }).getByRole('button')
    await expect(chips).toHaveText(['cloud', 'ai', 'data', 'strategy', 'high-tech'])

    await chips.filter({ hasText: /^strategy$/ }).click()
    await expect(searchInput(page)).toHaveValue('strategy')
    await expect(searchInput(page)).toBeFocused()
    await expect(resultsHeading(page)).toBeVisible()
    // 'Strategy' is the title of an expertise page, so that page leads, then the curated entries
    // with their exact match first.
    await expect(options(page).first()).toContainText('/expertise/strategy')
    await expect(options(page).nth(1)).toContainText('Strategy & Transformation')
  })

  test("counts the results for 'cloud', the page it names first, in a list at most 60% as tall as the window", async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'cloud')
    const count = await options(page).count()
    expect(count).toBeGreaterThan(5)
    await expect(resultsHeading(page)).toHaveText(`RESULTS (${count})`)
    await expect(searchDialog(page).getByRole('status')).toHaveText(`${count} results`)

    // The expertise page titled 'Cloud' (where the curated 'Cloud Transformation' leads too).
    const first = options(page).first()
    await expect(first).toContainText('/expertise/cloud')
    await expect(first.locator('mark').first()).toHaveText(/^cloud$/i)
    await expect(options(page).filter({ hasText: '/expertise/cloud' })).toHaveCount(1)

    const listbox = searchDialog(page).getByRole('listbox')
    const maxHeight = await listbox.evaluate((element) => getComputedStyle(element).maxHeight)
    const viewport = page.viewportSize()
    expect(parseFloat(maxHeight)).toBeCloseTo((viewport?.height ?? 0) * 0.6, 0)
  })

  test('ranks a curated exact match first', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'high-tech')
    await expect(options(page).first()).toContainText('High-tech')
    await expect(options(page).first()).toContainText('/industries/high-tech')

    // The spec's industry the site lacks leads to the closest real page.
    await search(page, 'Manufacturing')
    await expect(options(page).first()).toContainText('/industries/automotive')
  })

  test('puts a page first when its title is typed, above the curated entries', async ({ page }) => {
    const title = 'Modernizing Patient Access and Data for a Regional Health System'
    const path = '/case-studies/healthcare-digital-transformation'
    await page.goto('/')
    await openSearch(page)
    await search(page, title)
    const first = options(page).first()
    await expect(first).toContainText(title)
    await expect(first).toContainText(path)
    // The curated 'Healthcare' entry leads to the same page, so the page is listed once.
    await expect(options(page).filter({ hasText: path })).toHaveCount(1)

    await first.click()
    await expect(searchDialog(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })

  test('finds a phrase that only an article body contains and opens the article there', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'former cryptocurrency miners')
    const first = options(page).first()
    await expect(first).toContainText(
      'Neoclouds: What Specialized GPU Clouds Mean for Enterprise AI',
    )
    await expect(first).toContainText('cryptocurrency miners')
    await expect(first.locator('mark')).toHaveText(['former', 'cryptocurrency', 'miners'])

    await first.click()
    await expect(searchDialog(page)).toBeHidden()
    await expect(page).toHaveURL(
      /\/insights\/thought-leadership\/neocloud-providers#why-neoclouds-emerged$/,
    )
    await expect(page.locator('#why-neoclouds-emerged')).toBeInViewport()
  })

  test('says so when nothing matches, with suggestions', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'xylophone')
    await expect(noResults(page)).toHaveText('No results found for "xylophone"')
    await expect(searchDialog(page).getByRole('status')).toHaveText(
      'No results found for "xylophone"',
    )
    await expect(
      searchDialog(page).getByText(/Try cloud, ai, data, strategy or high-tech/),
    ).toBeVisible()
    await expect(searchDialog(page).getByRole('listbox')).toHaveCount(0)
    await expect(searchInput(page)).toHaveAttribute('aria-expanded', 'false')

    // Blank and whitespace-only queries show the starting hint, not results.
    await searchInput(page).fill('   ')
    await expect(searchDialog(page).getByText('Search across all pages and content')).toBeVisible()
  })

  test('choosing a result with a fragment closes the dialog, navigates and scrolls to it', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'agile transformation')
    await options(page).filter({ hasText: '/services#agile-transformation' }).first().click()
    await expect(searchDialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/services#agile-transformation$/)
    await expect(page.locator('#agile-transformation')).toBeInViewport()

    // On the same page too, and the next search starts empty.
    await openSearch(page)
    await expect(searchInput(page)).toHaveValue('')
    await search(page, 'enterprise program management')
    await options(page)
      .filter({ hasText: '/services#enterprise-program-management' })
      .first()
      .click()
    await expect(page).toHaveURL(/\/services#enterprise-program-management$/)
    await expect(page.locator('#enterprise-program-management')).toBeInViewport()
  })

  test('closing clears the query, and the clear button empties it', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'cloud')
    await page.keyboard.press('Escape')
    await expect(searchDialog(page)).toBeHidden()
    await openSearch(page)
    await expect(searchInput(page)).toHaveValue('')
    await expect(searchDialog(page).getByText('Search across all pages and content')).toBeVisible()

    await search(page, 'data')
    await searchDialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(searchDialog(page)).toBeHidden()
    await openSearch(page)
    await expect(searchInput(page)).toHaveValue('')

    await search(page, 'data')
    await searchDialog(page).getByRole('button', { name: 'Clear search' }).click()
    await expect(searchInput(page)).toHaveValue('')
    await expect(searchInput(page)).toBeFocused()
  })

  test('works from the keyboard alone, from opening to the chosen page', async ({ page }) => {
    await page.goto('/about')
    await openSearch(page, '/')
    await page.keyboard.type('data')
    await expect(resultsHeading(page)).toBeVisible()
    // Typed letter by letter, the list is redrawn for each query without leftovers.
    await expect(resultsHeading(page)).toHaveText(`RESULTS (${await options(page).count()})`)
    const input = searchInput(page)
    const first = options(page).nth(0)
    const second = options(page).nth(1)

    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await page.keyboard.press('ArrowDown')
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    // 'data' is the title of the Data expertise page, which comes before the curated entries.
    await expect(first).toContainText('/expertise/data')
    await expect(input).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(searchDialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/expertise\/data$/)
  })

  test('moves the active result into view in a long list', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await search(page, 'cloud')
    const count = await options(page).count()
    await searchInput(page).press('ArrowUp') // wraps to the last result
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true')
    await expect(options(page).nth(count - 1)).toBeInViewport()
  })

  test('requests the index only when the dialog first opens', async ({ page }) => {
    const indexRequests: string[] = []
    const scripts: Promise<string>[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === INDEX_PATH) indexRequests.push(request.url())
    })
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''))
      }
    })
    await page.goto('/contact')
    await page.waitForLoadState('networkidle')
    expect(indexRequests).toEqual([])
    // The dialog's code is not part of the page's first-load JavaScript either.
    const firstLoad = await Promise.all(scripts)
    expect(firstLoad.length).toBeGreaterThan(0)
    expect(firstLoad.filter((source) => source.includes(PLACEHOLDER))).toEqual([])
    expect(firstLoad.filter((source) => source.includes(INDEX_PATH))).toEqual([])

    await openSearch(page)
    await expect.poll(() => indexRequests.length).toBe(1)
    await search(page, 'cloud')
    await page.keyboard.press('Escape')
    await openSearch(page)
    await search(page, 'data')
    expect(indexRequests).toHaveLength(1)
  })

  test('has no accessibility violations with the dialog open', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await expectNoAxeViolations(page)
    await search(page, 'cloud')
    await searchInput(page).press('ArrowDown')
    await expectNoAxeViolations(page)
    await search(page, 'xylophone')
    await expectNoAxeViolations(page)
  })

  test('fills the screen on a phone, with results easy to tap', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the full-screen layout is for small screens')
    await page.goto('/')
    await openSearch(page)
    const viewport = page.viewportSize()
    const box = await searchDialog(page).boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height })
    await search(page, 'cloud')
    const option = await options(page).first().boundingBox()
    expect(option?.height).toBeGreaterThanOrEqual(44)
  })
})

test.describe('search index targets', () => {
  test('every result leads to a page that exists and an anchor on it', async ({ request }) => {
    const payload = (await (await request.get(INDEX_PATH)).json()) as {
      documents: { id: string }[]
      entries: { path: string }[]
    }
    const targets = [
      ...payload.entries.map((entry) => entry.path),
      ...payload.documents.map((document) => document.id),
    ]
    const anchorsByPage = new Map<string, Set<string>>()
    for (const target of targets) {
      const [path = '/', anchor] = target.split('#')
      const anchors = anchorsByPage.get(path) ?? new Set<string>()
      if (anchor) anchors.add(anchor)
      anchorsByPage.set(path, anchors)
    }
    for (const [path, anchors] of anchorsByPage) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      // Unknown paths are redirected home; a target must be the page itself.
      expect(new URL(response.url()).pathname, path).toBe(path)
      const html = await response.text()
      for (const anchor of anchors) expect(html, `${path}#${anchor}`).toContain(`id="${anchor}"`)
    }
  })
})
