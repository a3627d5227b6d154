import type { Browser, Page } from '@playwright/test'
import { FetchRecorder, newVisitor } from './browser'
import { HUMAN_CHECK_LABEL, chatLauncher, chatPanel, searchDialog, searchInput } from './features'
import type { Iterations } from './options'
import type { InteractionTiming } from './results'
import { QUERIES } from './search-speed'
import { median } from './stats'

// Interactions timed in Chromium. The clocks run inside the page (event timestamps, a
// MutationObserver and the next animation frame), so Playwright's own round trips do not count.
// "Shown" means: the change is in the DOM and the browser has reached the next frame to paint it.

type Marks = Record<string, number>
type BenchWindow = Window & { __benchMarks?: Marks }

const marksOf = async (page: Page): Promise<Marks> =>
  page.evaluate(() => ({ ...(window as BenchWindow).__benchMarks }))

async function waitForMark(page: Page, name: string, timeout = 30_000): Promise<Marks> {
  await page.waitForFunction(
    (mark) => (window as BenchWindow).__benchMarks?.[mark] !== undefined,
    name,
    {
      timeout,
    },
  )
  return marksOf(page)
}

/** Opens a fresh visit to the page and waits until it is loaded, hydrated and quiet. */
async function visit(browser: Browser, origin: string, path: string) {
  const context = await newVisitor(browser, origin)
  const page = await context.newPage()
  const recorder = new FetchRecorder(page)
  await page.goto(path)
  await recorder.quiet()
  return { context, page }
}

/**
 * Marks 'start' at the first pointerdown, 'focused' when the search dialog's input gets focus and
 * 'shown' at the next animation frame.
 */
async function watchSearchOpening(page: Page) {
  await page.evaluate(() => {
    const marks: Marks = {}
    ;(window as BenchWindow).__benchMarks = marks
    const onPointerDown = (event: PointerEvent) => {
      marks.start ??= event.timeStamp
    }
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLInputElement) || target.getAttribute('role') !== 'combobox')
        return
      if (!target.closest('[role="dialog"]') || marks.focused !== undefined) return
      marks.focused = performance.now()
      requestAnimationFrame(() => {
        marks.shown = performance.now()
        document.removeEventListener('pointerdown', onPointerDown, true)
        document.removeEventListener('focusin', onFocus, true)
      })
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('focusin', onFocus, true)
  })
}

const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })

/** Click on the header's Search button → dialog shown with its input focused. */
async function searchOpening(browser: Browser, origin: string, iterations: number) {
  const first: number[] = []
  const again: number[] = []
  for (let i = 0; i < iterations; i++) {
    const { context, page } = await visit(browser, origin, '/')
    try {
      await watchSearchOpening(page)
      await searchButton(page).click()
      const opened = await waitForMark(page, 'shown')
      first.push(opened.shown! - opened.start!)
      // The code is there now: open it again on the same page.
      await page.keyboard.press('Escape')
      await searchDialog(page).waitFor({ state: 'detached' })
      await watchSearchOpening(page)
      await searchButton(page).click()
      const reopened = await waitForMark(page, 'shown')
      again.push(reopened.shown! - reopened.start!)
    } finally {
      await context.close()
    }
  }
  return { first, again }
}

/**
 * Marks 'start' at the input event that enters the query, 'results' when the results (or the
 * no-results message) are in the DOM and 'shown' at the next animation frame.
 */
async function watchResults(page: Page) {
  await page.evaluate(() => {
    const marks: Marks = {}
    ;(window as BenchWindow).__benchMarks = marks
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog) throw new Error('the search dialog is not open')
    const shown = () =>
      dialog.querySelector('[role="listbox"]') !== null ||
      [...dialog.querySelectorAll('p:not([role="status"])')].some((p) =>
        p.textContent?.startsWith('No results found for'),
      )
    const onInput = (event: Event) => {
      const target = event.target
      if (target instanceof HTMLInputElement && target.value.trim()) marks.start ??= event.timeStamp
    }
    const observer = new MutationObserver(() => {
      if (marks.start === undefined || marks.results !== undefined || !shown()) return
      marks.results = performance.now()
      observer.disconnect()
      document.removeEventListener('input', onInput, true)
      requestAnimationFrame(() => {
        marks.shown = performance.now()
      })
    })
    document.addEventListener('input', onInput, true)
    observer.observe(dialog, { childList: true, subtree: true, characterData: true })
  })
}

/** A query entered into the open dialog → its results shown; each query starts from empty. */
async function typedQueries(browser: Browser, origin: string, count: number) {
  const { context, page } = await visit(browser, origin, '/')
  const samples: number[] = []
  try {
    await searchButton(page).click()
    const input = searchInput(page)
    await input.waitFor({ state: 'visible' })
    // The index loads on first open: wait for a first answer before timing.
    await input.fill('cloud')
    await searchDialog(page).getByRole('listbox').waitFor({ state: 'visible' })
    const hint = searchDialog(page).getByText('Search across all pages and content')
    const queries = Array.from({ length: count }, (_, i) => QUERIES[i % QUERIES.length]!)
    for (const query of queries) {
      await input.fill('')
      await hint.waitFor({ state: 'visible' })
      await watchResults(page)
      await input.fill(query)
      const marks = await waitForMark(page, 'shown')
      samples.push(marks.shown! - marks.start!)
    }
  } finally {
    await context.close()
  }
  return samples
}

/**
 * On /contact: 'start' at the pointerdown on the check, 'verified' when 'Verification
 * Successful!' is in the DOM, 'scheduler' when the scheduler's heading is, 'shown' a frame later.
 */
async function watchVerification(page: Page) {
  await page.evaluate(() => {
    const marks: Marks = {}
    ;(window as BenchWindow).__benchMarks = marks
    const verified = () =>
      [...document.querySelectorAll('[role="status"]')].some((element) =>
        element.textContent?.includes('Verification Successful!'),
      )
    const scheduler = () =>
      [...document.querySelectorAll('h1, h2, h3, h4')].some(
        (heading) => heading.textContent?.trim() === 'Choose a time',
      )
    document.addEventListener(
      'pointerdown',
      (event) => {
        marks.start ??= event.timeStamp
      },
      { capture: true, once: true },
    )
    const observer = new MutationObserver(() => {
      if (marks.verified === undefined && verified()) marks.verified = performance.now()
      if (marks.verified !== undefined && marks.scheduler === undefined && scheduler()) {
        marks.scheduler = performance.now()
        observer.disconnect()
        requestAnimationFrame(() => {
          marks.shown = performance.now()
        })
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

async function verificationToScheduler(browser: Browser, origin: string, iterations: number) {
  const check: number[] = []
  const scheduler: number[] = []
  for (let i = 0; i < iterations; i++) {
    const { context, page } = await visit(browser, origin, '/contact')
    try {
      const box = page.getByText(HUMAN_CHECK_LABEL)
      await box.waitFor({ state: 'visible' })
      await watchVerification(page)
      await box.click()
      const marks = await waitForMark(page, 'shown', 60_000)
      check.push(marks.verified! - marks.start!)
      scheduler.push(marks.shown! - marks.verified!)
    } finally {
      await context.close()
    }
  }
  return { check, scheduler }
}

const QUESTION = 'What does your cloud migration work look like?'

/**
 * The chat: launcher click → panel with its greeting shown (the panel's code loads on this first
 * use), and question → the local assistant's answer shown. Timed from Node.
 */
async function chatTimings(browser: Browser, origin: string, iterations: number) {
  const open: number[] = []
  const answer: number[] = []
  for (let i = 0; i < iterations; i++) {
    const { context, page } = await visit(browser, origin, '/')
    try {
      const panel = chatPanel(page).first()
      let started = performance.now()
      await chatLauncher(page).first().click()
      await panel.waitFor({ state: 'visible' })
      await page.waitForFunction(
        (element) => (element?.textContent?.trim().length ?? 0) > 0,
        await panel.elementHandle(),
      )
      open.push(performance.now() - started)
      const box = panel.getByRole('textbox').first()
      await box.fill(QUESTION)
      const before = (await panel.textContent())?.length ?? 0
      const reply = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/chat'),
      )
      started = performance.now()
      await box.press('Enter')
      await reply
      await page.waitForFunction(
        ({ element, length }) => (element?.textContent?.length ?? 0) > length,
        { element: await panel.elementHandle(), length: before + QUESTION.length },
      )
      answer.push(performance.now() - started)
    } finally {
      await context.close()
    }
  }
  return { open, answer }
}

function row(name: string, samples: number[], note?: string): InteractionTiming {
  return { name, status: 'measured', medianMs: median(samples), samplesMs: samples, note }
}

function failed(name: string, error: unknown): InteractionTiming {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
  return { name, status: 'error', medianMs: null, samplesMs: [], note: message }
}

export const INTERACTIONS = {
  searchFirst: 'Search: click → dialog ready (first use, fresh visit)',
  searchAgain: 'Search: click → dialog ready (opened again)',
  typing: 'Search: query typed → results shown',
  check: 'Contact: tick the human check → verified',
  scheduler: 'Contact: verified → scheduler shown',
  chatOpen: 'Chat: open → greeting shown',
  chatAnswer: 'Chat: question → local answer shown',
} as const

export async function measureInteractions(
  browser: Browser,
  origin: string,
  { iterations }: { iterations: Iterations },
  log: (line: string) => void,
): Promise<InteractionTiming[]> {
  const rows: InteractionTiming[] = []
  try {
    const { first, again } = await searchOpening(browser, origin, iterations.searchOpen)
    rows.push(row(INTERACTIONS.searchFirst, first, 'fetches the dialog code and the index'))
    rows.push(row(INTERACTIONS.searchAgain, again))
  } catch (error) {
    rows.push(failed(INTERACTIONS.searchFirst, error), failed(INTERACTIONS.searchAgain, error))
  }
  log(`search opening timed (${iterations.searchOpen} visits)`)
  try {
    const samples = await typedQueries(browser, origin, iterations.typedQueries)
    rows.push(row(INTERACTIONS.typing, samples, `${samples.length} queries, each from empty`))
  } catch (error) {
    rows.push(failed(INTERACTIONS.typing, error))
  }
  log(`typing timed (${iterations.typedQueries} queries)`)
  try {
    const { check, scheduler } = await verificationToScheduler(
      browser,
      origin,
      iterations.verification,
    )
    rows.push(row(INTERACTIONS.check, check, 'proof of work in the browser + check on the server'))
    rows.push(
      row(INTERACTIONS.scheduler, scheduler, 'includes the 1 s "Redirecting…" pause of the spec'),
    )
  } catch (error) {
    rows.push(failed(INTERACTIONS.check, error), failed(INTERACTIONS.scheduler, error))
  }
  log(`human check timed (${iterations.verification} visits)`)
  try {
    const { open, answer } = await chatTimings(browser, origin, iterations.chat)
    rows.push(row(INTERACTIONS.chatOpen, open), row(INTERACTIONS.chatAnswer, answer))
  } catch (error) {
    rows.push(failed(INTERACTIONS.chatOpen, error), failed(INTERACTIONS.chatAnswer, error))
  }
  return rows
}
