import type { Page } from '@playwright/test'
import { OPENAI_PEER_KEY, startOpenAIPeer, type OpenAIPeer } from '../support/openai-peer'
import { expect, test } from './support/fixtures'
import { startSiteServer, waitForLines, type SiteServer } from './support/site-server'

// A site of its own with a language model configured: a local peer that speaks OpenAI's
// chat-completions protocol. Once, at desktop width, and in order: the last test spends the day's
// token budget.
test.describe.configure({ mode: 'serial' })

const TITLE = 'Northbridge Digital Assistant'
/** The site's daily budget: one call reserves about 3,000 of it (prompt estimate + 400). */
const DAILY_BUDGET = 20_000

let peer: OpenAIPeer
let server: SiteServer

test.beforeAll(async ({}, testInfo) => {
  // A second production server starts in seconds, and in tens of them on a busy machine.
  testInfo.setTimeout(120_000)
  peer = await startOpenAIPeer()
  server = await startSiteServer({
    env: {
      CHAT_BASE_URL: peer.baseURL,
      CHAT_MODEL: 'test-model',
      CHAT_API_KEY: OPENAI_PEER_KEY,
      CHAT_DAILY_TOKEN_BUDGET: String(DAILY_BUDGET),
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await peer?.close()
})

test.beforeEach(() => {
  peer.received.length = 0
})

async function openChat(page: Page) {
  const launcher = page.getByRole('button', { name: `Chat with the ${TITLE}` })
  const panel = page.getByRole('dialog', { name: TITLE })
  await expect(async () => {
    if (await launcher.isVisible()) await launcher.click()
    await expect(panel).toBeVisible({ timeout: 1_000 })
  }).toPass()
  return panel
}

test('a model’s links that leave the site show as plain text; its links to the site work', async ({
  page,
}) => {
  peer.behaviour = {
    tokens: [
      'We work with game studios: see [Gaming](/industries/gaming). ',
      'Elsewhere: [one](/\\evil.example), [two](https://evil.example), ',
      '[three](/%5Cevil.example) and [four](//evil.example).',
    ],
  }
  await page.goto(`${server.url}/about`)
  const panel = await openChat(page)
  await panel.getByLabel('Your message').fill('Do you work with game studios?')
  await panel.getByLabel('Your message').press('Enter')

  const conversation = panel.getByRole('log', { name: 'Conversation' })
  const gaming = conversation.getByRole('link', { name: 'Gaming' })
  await expect(gaming).toHaveAttribute('href', '/industries/gaming')
  await expect(conversation).toContainText(
    'Elsewhere: [one](/\\evil.example), [two](https://evil.example), [three](/%5Cevil.example) and [four](//evil.example).',
  )
  // The answer's only link is the site's own page; nothing points anywhere else.
  await expect(conversation.getByRole('link')).toHaveCount(1)
  expect(await page.locator('a[href*="evil"]').count()).toBe(0)
  // The model was asked, with the answer's limit.
  expect(peer.received).toHaveLength(1)
  expect(peer.received[0]?.body.max_tokens).toBe(400)

  await gaming.click()
  await expect(page).toHaveURL(`${server.url}/industries/gaming`)
})

test('once the day’s token budget is spent, the local assistant answers and the model is not called', async ({
  request,
}) => {
  const ask = () =>
    request.post(`${server.url}/api/chat`, {
      data: { message: 'Do you work with casinos and game studios?', conversationHistory: [] },
    })
  // The server reports a call that used nearly the whole day's budget.
  peer.behaviour = {
    tokens: ['We work with casinos: see [Gaming](/industries/gaming).'],
    usage: { prompt: DAILY_BUDGET - 1_000, completion: 10 },
  }
  const first = await ask()
  expect(first.status()).toBe(200)
  expect((await first.json()).response).toBe(
    'We work with casinos: see [Gaming](/industries/gaming).',
  )
  expect(peer.received).toHaveLength(1)

  for (let question = 0; question < 3; question++) {
    const answer = await ask()
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { success: boolean; response: string }
    expect(body.success).toBe(true)
    // The local assistant's answer: quoted from the site, not the model's words.
    expect(body.response).not.toContain('We work with casinos: see')
    expect(body.response).toContain('](/industries/gaming)')
  }
  expect(peer.received).toHaveLength(1)
  await waitForLines(server, /"msg":"chat model not used".*"fallback":"budget"/, 3)
})
