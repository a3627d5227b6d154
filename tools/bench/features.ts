import type { Locator, Page } from '@playwright/test'

// How a visitor reaches each feature that loads on first use. Chat and accounts are not built
// yet: their rows read 'not built yet' while the page has no launcher for them, and start
// measuring by themselves once a later change adds one.

export type Feature = {
  name: string
  page: string
  /** The control a visitor uses; the feature is not built while it is absent. */
  control: (page: Page) => Locator
  /** True when the feature must exist (an absent control is then a failure, not 'not built'). */
  required: boolean
  /** Uses the feature up to the point where it is ready. */
  use: (page: Page) => Promise<void>
}

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })
export const searchInput = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: 'Search the site' })
const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })

/** The chat launcher at the bottom right of every page ('Chat', named after the assistant). */
export const chatLauncher = (page: Page) =>
  page.getByRole('button', { name: /^Chat with the .+ Assistant$/ })
/** The chat panel once open: a dialog named after the assistant. */
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: / Assistant$/ })

const signIn = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^sign in$/i })
    .or(page.getByRole('banner').getByRole('link', { name: /^sign in$/i }))

/** The rows of the report, one per feature. */
export const FEATURE_NAMES = {
  search: 'Search',
  chat: 'Chat',
  auth: 'Auth dialog',
  booking: 'Booking (human check → scheduler)',
} as const

export const HUMAN_CHECK_LABEL = "I'm not a robot"
export const schedulerHeading = (page: Page) => page.getByRole('heading', { name: 'Choose a time' })

export const FEATURES: Feature[] = [
  {
    name: FEATURE_NAMES.search,
    page: '/',
    control: searchButton,
    required: true,
    use: async (page) => {
      const index = page.waitForResponse((response) =>
        response.url().endsWith('/search-index.json'),
      )
      await searchButton(page).click()
      await searchInput(page).waitFor({ state: 'visible' })
      await index
    },
  },
  {
    name: FEATURE_NAMES.chat,
    page: '/',
    control: chatLauncher,
    required: false,
    use: async (page) => {
      await chatLauncher(page).first().click()
      await chatPanel(page).first().waitFor({ state: 'visible' })
    },
  },
  {
    name: FEATURE_NAMES.auth,
    page: '/',
    control: signIn,
    required: false,
    use: async (page) => {
      await signIn(page).first().click()
      await page.getByRole('dialog').first().waitFor({ state: 'visible' })
    },
  },
  {
    name: FEATURE_NAMES.booking,
    page: '/contact',
    control: (page) => page.getByText(HUMAN_CHECK_LABEL),
    required: true,
    use: async (page) => {
      await page.getByText(HUMAN_CHECK_LABEL).click()
      await schedulerHeading(page).waitFor({ state: 'visible', timeout: 60_000 })
    },
  },
]

/** Whether the loaded page shows the feature's control. */
export async function offers(page: Page, feature: Feature): Promise<boolean> {
  const control = feature.control(page).first()
  return (await control.count()) > 0 && (await control.isVisible())
}
