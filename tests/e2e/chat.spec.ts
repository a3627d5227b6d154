import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
  bookableDay,
  chooseDay,
  chooseTime,
  clientAddressFor,
  dayButtonName,
  mailTo,
  sendAsClient,
  visitorEmail,
} from './support/booking'
import { expect, test } from './support/fixtures'

const TITLE = 'Northbridge Digital Assistant'

/**
 * Opens the chat from the launcher. The launcher is in the server HTML before React hydrates it:
 * press until the panel answers.
 */
async function openChat(page: Page) {
  const launcher = page.getByRole('button', { name: `Chat with the ${TITLE}` })
  const panel = page.getByRole('dialog', { name: TITLE })
  await expect(async () => {
    if (await launcher.isVisible()) await launcher.click()
    await expect(panel).toBeVisible({ timeout: 1_000 })
  }).toPass()
  return panel
}

/** Every request the page makes to the assistant's API. */
function chatRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat') requests.push(request.postData() ?? '')
  })
  return requests
}

test.describe('the chat assistant', () => {
  test('opens from the launcher with a greeting and three examples, and is axe clean', async ({
    page,
  }) => {
    await page.goto('/about')
    const panel = await openChat(page)
    await expect(page.getByRole('button', { name: `Chat with the ${TITLE}` })).toBeHidden()
    await expect(panel.getByRole('heading', { name: TITLE })).toBeVisible()
    const conversation = panel.getByRole('log', { name: 'Conversation' })
    await expect(conversation.getByText(/^Assistant: /)).toHaveCount(1)
    await expect(
      panel.getByRole('list', { name: 'Example questions' }).getByRole('button'),
    ).toHaveCount(3)
    await expect(panel.getByLabel('Your message')).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('answers a question from the site with a link that works', async ({ page }) => {
    const requests = chatRequests(page)
    await page.goto('/')
    // The answer is held back a moment, as on a slow connection, so the waiting state shows.
    await page.route('**/api/chat', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    const panel = await openChat(page)
    await panel.getByLabel('Your message').fill('Tell me about the bank merger case study')
    await panel.getByLabel('Your message').press('Enter')
    await expect(panel.getByRole('status')).toHaveText('Thinking...')
    await expect(panel.getByLabel('Your message')).toBeDisabled()
    const link = panel.getByRole('link', {
      name: 'Bringing Two Merging Banks Onto One Core in 16 Months',
    })
    await expect(link).toBeVisible()
    expect(JSON.parse(requests[0] ?? '{}')).toEqual({
      message: 'Tell me about the bank merger case study',
      conversationHistory: [],
    })
    await link.click()
    await expect(page).toHaveURL(/\/case-studies\/financial-services-merger$/)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Bringing Two Merging Banks Onto One Core in 16 Months',
      }),
    ).toBeVisible()
  })

  test('answers a scheduling message itself after about 800 ms, without the server', async ({
    page,
  }) => {
    const requests = chatRequests(page)
    await page.goto('/services')
    const panel = await openChat(page)
    await panel.getByLabel('Your message').fill('Can I book a consultation?')
    const sent = Date.now()
    await panel.getByRole('button', { name: 'Send' }).click()
    const reply = panel.getByRole('link', { name: 'contact page' })
    await expect(reply).toBeVisible()
    expect(Date.now() - sent).toBeGreaterThanOrEqual(750)
    await expect(reply).toHaveAttribute('href', '/contact')
    await expect(panel.getByText(/hello@northbridge\.example/)).toBeVisible()
    expect(requests).toEqual([])
  })

  test('works by keyboard alone, and Escape gives focus back to the launcher', async ({ page }) => {
    await page.goto('/industries')
    const launcher = page.getByRole('button', { name: `Chat with the ${TITLE}` })
    await launcher.focus()
    const panel = page.getByRole('dialog', { name: TITLE })
    await expect(async () => {
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await expect(panel.getByLabel('Your message')).toBeFocused()
    await page.keyboard.type('Do you work with casinos and game studios?')
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('link', { name: 'Gaming' })).toBeVisible()
    await expect(panel.getByLabel('Your message')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(launcher).toBeFocused()
  })

  test('every 10 minutes the chat closes and starts afresh', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const panel = await openChat(page)
    await panel.getByLabel('Your message').fill('hello')
    await panel.getByLabel('Your message').press('Enter')
    await expect(panel.getByText(/^Assistant: /)).toHaveCount(2)
    await page.clock.runFor('10:01')
    await expect(panel).toBeHidden()
    const fresh = await openChat(page)
    await expect(fresh.getByText(/^Assistant: /)).toHaveCount(1)
    await expect(fresh.getByRole('list', { name: 'Example questions' })).toBeVisible()
  })
})

test.describe('the chat on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the full-width panel is for small screens')

  test('takes the full width and stays axe clean', async ({ page }) => {
    await page.goto('/contact')
    const panel = await openChat(page)
    const box = await panel.boundingBox()
    expect(box?.width).toBe(page.viewportSize()?.width)
    await expectNoAxeViolations(page)
  })
})

test.describe('booking from the chat', () => {
  test('a visitor takes up the offer, passes the check and books without leaving the page', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const day = await bookableDay(request, testInfo, 7)
    const email = visitorEmail(testInfo)
    await sendAsClient(page.context(), clientAddressFor(testInfo))
    await page.goto('/industries/high-tech')
    const panel = await openChat(page)
    await panel.getByLabel('Your message').fill('I would like to schedule a consultation')
    await panel.getByLabel('Your message').press('Enter')
    await panel.getByRole('button', { name: 'Book a consultation here' }).click()

    await panel.getByText("I'm not a robot").click()
    await expect(panel.getByText('Verification Successful!')).toBeVisible({ timeout: 30_000 })
    await expect(panel.getByRole('heading', { name: 'Book a free consultation' })).toBeVisible()
    const submit = panel.getByRole('button', { name: 'Schedule Consultation' })
    await expect(submit).toBeDisabled()
    await panel.getByLabel('Time zone').selectOption('ET')
    await chooseDay(page, day)
    await chooseTime(page, '10:00 AM')
    await panel.getByLabel('Name').fill('Dana Whitfield')
    await panel.getByLabel('E-mail').fill('not an address')
    await panel
      .getByLabel('What would you like to discuss?')
      .fill('We want to move our claims platform to the cloud next year.')
    await submit.click()
    await expect(panel.getByText('Please enter a valid email address.')).toBeVisible()
    await panel.getByLabel('E-mail').fill(email)
    await expectNoAxeViolations(page)
    await submit.click()

    await expect(page.getByText('Consultation Scheduled!')).toBeVisible()
    const confirmation = panel.getByText(/^You're booked for /)
    await expect(confirmation).toContainText(`${dayButtonName(day)} at 10:00 AM ET`)
    await expect(confirmation).toContainText(email)
    await expect(panel.getByRole('heading', { name: 'Book a free consultation' })).toBeHidden()
    await expect(page).toHaveURL(/\/industries\/high-tech$/)
    // The confirmation reaches the local mailbox (beside the booking's reminder).
    await expect
      .poll(async () => (await mailTo(request, email, 1)).map((message) => message.subject), {
        timeout: 15_000,
      })
      .toContainEqual(
        expect.stringMatching(/^Confirmed: your consultation with Northbridge Digital/),
      )
  })
})
