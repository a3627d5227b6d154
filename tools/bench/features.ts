import type { Locator, Page } from '@playwright/test'

// How a visitor reaches each feature that loads on first use: search, chat, the account dialog
// and booking. Each must be offered on its page; a missing control fails the benchmark.

export type Feature = {
  name: string
  page: string
  /** The control a visitor uses. */
  control: (page: Page) => Locator
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
  page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })

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
    use: async (page) => {
      await chatLauncher(page).first().click()
      await chatPanel(page).first().waitFor({ state: 'visible' })
    },
  },
  {
    name: FEATURE_NAMES.auth,
    page: '/',
    control: signIn,
    use: async (page) => {
      await signIn(page).first().click()
      await page.getByRole('dialog').first().waitFor({ state: 'visible' })
    },
  },
  {
    name: FEATURE_NAMES.booking,
    page: '/contact',
    control: (page) => page.getByText(HUMAN_CHECK_LABEL),
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
