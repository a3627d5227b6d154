import { execFile } from 'node:child_process'
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { projectRoot } from '../../scripts/lib/run'
import { expectNoAxeViolations } from './support/axe'
import { expect, linkIn, mailTo, test, visitorEmail, type MailboxMessage } from './support/booking'
import { SITE_ORIGIN, jsonLdBlocks } from './support/site'
import { startSiteServer, type SiteServer } from './support/site-server'

/** The seeded session that is always coming up (28 days after seeding, 7:00 PM Eastern). */
const UPCOMING = {
  slug: 'data-products-that-last',
  title: 'Data Products That Last: Ownership, Contracts and Quality Gates',
  description:
    'Dashboards multiply and trust erodes when nobody owns the data behind them. This session lays out how to run data as products',
  speaker: 'Marcus Oyelaran',
  duration: '45 minutes',
  joinUrl: 'https://meet.northbridge.example/webinars/data-products-that-last',
  calendarFile: 'data_products_that_last__ownership__contracts_and_quality_gates.ics',
  agenda: [
    'From datasets to data products: what ownership really means',
    'Data contracts that producers and consumers both sign',
    'Quality gates in the pipeline, not in the weekly review',
    'Measuring adoption and retiring what nobody uses',
    'Live Q&A',
  ],
}

/** The seeded sessions that have taken place, most recent first. */
const PAST = [
  {
    title: 'Cloud Migration Without the Change Freeze',
    href: '/insights/webinars/cloud-migration-without-the-freeze',
  },
  {
    title: 'Governing Agentic AI: Guardrails That Let Teams Move Faster',
    href: '/insights/webinars/governing-agentic-ai',
  },
  {
    title: 'From Pilot to Production: Scaling Generative AI Across the Enterprise',
    href: '/insights/webinars/scaling-generative-ai-pilots',
  },
  // The SCIPAB session has a page of its own (built separately): only its address is checked.
  {
    title: 'SCIPAB for Agentic AI: A Situational-Analysis Framework',
    href: '/insights/webinars/SCIPAB',
  },
]

const ARTICLE_SLUGS = [
  'agentic-ai-document-extraction',
  'neocloud-providers',
  'ai-agent-frameworks',
  'trust-human-ai-relationships',
  'product-testing-ai-synthetic-data',
]

const EASTERN = 'America/New_York'
const FEED_URL = `${SITE_ORIGIN}/insights/feed.xml`

/** How the page writes a day and a time in Eastern time, with plain spaces. */
function easternDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date)
}

function easternTime(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(date)
    .replace(/[\u202f\u2009]/g, ' ')
}

/** 20261221T000000Z, as calendar web services take a time. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

/** An iCalendar file, read by ical.js (an independent parser): its one event. */
function parseCalendar(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error(`no VEVENT in:\n${text}`)
  const event = new ICAL.Event(vevent)
  return {
    summary: event.summary,
    uid: event.uid,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  }
}

const WEBINAR_UID = /^webinar-[0-9a-f-]+@northbridge\.example$/

/** The featured session of the listing. */
function featuredWebinar(page: Page) {
  return page.getByRole('region', { name: 'Upcoming Webinars' }).getByRole('article').first()
}

/** When the featured session starts, as the page's <time> element states it. */
async function featuredStart(page: Page): Promise<Date> {
  const iso = await featuredWebinar(page).locator('time').getAttribute('datetime')
  expect(iso, 'the featured session has a machine-readable date').toBeTruthy()
  return new Date(iso ?? '')
}

test.describe('the webinars page', () => {
  test('features the next session, lists past ones and offers the sign-up', async ({ page }) => {
    await page.goto('/insights/webinars')
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()

    const upcoming = page.getByRole('region', { name: 'Upcoming Webinars' })
    await expect(
      upcoming.getByRole('heading', { level: 2, name: 'Upcoming Webinars' }),
    ).toBeVisible()
    await expect(upcoming.getByRole('article')).toHaveCount(1)
    const featured = featuredWebinar(page)
    const title = featured.getByRole('heading', { level: 3, name: UPCOMING.title })
    await expect(title).toBeVisible()
    await expect(title.getByRole('link')).toHaveAttribute(
      'href',
      `/insights/webinars/${UPCOMING.slug}`,
    )
    await expect(featured.locator('img')).toHaveAttribute('src', new RegExp(UPCOMING.slug))
    await expect(featured.locator('img')).toBeVisible()
    await expect(featured).toContainText(UPCOMING.description)
    await expect(featured).toContainText(UPCOMING.speaker)
    await expect(featured).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/)

    // Seeded 28 days after the server's first start, at 7:00 PM Eastern, on a weekday.
    const startsAt = await featuredStart(page)
    const daysAhead = (startsAt.getTime() - Date.now()) / 86_400_000
    expect(daysAhead).toBeGreaterThan(27)
    expect(daysAhead).toBeLessThan(31)
    expect(easternDate(startsAt)).not.toMatch(/^(Saturday|Sunday)/)
    expect(easternTime(startsAt)).toMatch(/^7:00 PM E[SD]T$/)
    await expect(featured).toContainText(easternDate(startsAt))
    await expect(featured).toContainText(`${easternTime(startsAt)} · ${UPCOMING.duration}`)

    const join = featured.getByRole('link', { name: /^Join Webinar/ })
    await expect(join).toHaveAttribute('href', UPCOMING.joinUrl)
    await expect(join).toHaveAttribute('target', '_blank')
    await expect(join).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(featured.getByText('Add to calendar', { exact: true })).toBeVisible()

    const past = page.getByRole('region', { name: 'Past Webinars' })
    await expect(past.getByRole('heading', { level: 2, name: 'Past Webinars' })).toBeVisible()
    await expect(past.getByRole('article')).toHaveCount(PAST.length)
    await expect(past.getByRole('heading', { level: 3 })).toHaveText(PAST.map((w) => w.title))
    for (const webinar of PAST) {
      await expect(
        past.getByRole('link', { name: `Watch Webinar: ${webinar.title}`, exact: true }),
      ).toHaveAttribute('href', webinar.href)
    }
    await expect(past).not.toContainText(UPCOMING.title)

    const signUp = page.getByRole('region', { name: 'Never miss a session' })
    await expect(signUp.getByRole('heading', { level: 2 })).toHaveText('Never miss a session')
    await expect(signUp.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    await expect(signUp.getByRole('button', { name: 'Subscribe' })).toBeEnabled()

    await expectNoAxeViolations(page)
  })

  test('Join Webinar opens the meeting in a new tab, without access to the site', async ({
    page,
    context,
  }) => {
    // The meeting host is not reachable from the test machine; stand in for it.
    await context.route('https://meet.northbridge.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Meeting</title><p>Meeting room</p></html>',
      }),
    )
    await page.goto('/insights/webinars')
    const [meeting] = await Promise.all([
      context.waitForEvent('page'),
      featuredWebinar(page)
        .getByRole('link', { name: /^Join Webinar/ })
        .click(),
    ])
    await meeting.waitForLoadState()
    expect(meeting.url()).toBe(UPCOMING.joinUrl)
    expect(await meeting.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(/\/insights\/webinars$/)
    await meeting.close()
  })

  test('Add to calendar downloads the session as an .ics file and links the web calendars', async ({
    page,
  }) => {
    await page.goto('/insights/webinars')
    const featured = featuredWebinar(page)
    const download = featured.getByRole('link', { name: 'Download calendar file (.ics)' })
    await expect(download).toBeHidden()
    await featured.getByText('Add to calendar', { exact: true }).click()
    await expect(download).toBeVisible()
    await expect(download).toHaveAttribute('href', `/api/webinars/calendar?slug=${UPCOMING.slug}`)
    await expect(download).toHaveAttribute('download', UPCOMING.calendarFile)
    await expectNoAxeViolations(page)

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe(UPCOMING.calendarFile)
    const calendar = fs.readFileSync(await file.path(), 'utf8')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m)
    expect(calendar).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m)
    const event = parseCalendar(calendar)
    const startsAt = await featuredStart(page)
    expect(event.summary).toBe(UPCOMING.title)
    expect(event.start.toISOString()).toBe(startsAt.toISOString())
    expect(event.end.getTime() - event.start.getTime()).toBe(45 * 60_000)
    expect(event.uid).toMatch(WEBINAR_UID)

    const google = new URL(
      (await featured.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')) ?? '',
    )
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(google.searchParams.get('text')).toBe(UPCOMING.title)
    expect(google.searchParams.get('dates')).toBe(
      `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    )
    const outlook = new URL(
      (await featured.getByRole('link', { name: /^Outlook\.com/ }).getAttribute('href')) ?? '',
    )
    expect(outlook.host).toBe('outlook.live.com')
    expect(outlook.searchParams.get('subject')).toBe(UPCOMING.title)
    expect(outlook.searchParams.get('startdt')).toBe(event.start.toISOString())
    expect(outlook.searchParams.get('enddt')).toBe(event.end.toISOString())
  })

  test('the calendar disclosure opens and closes with Enter and Space', async ({ page }) => {
    await page.goto('/insights/webinars')
    const featured = featuredWebinar(page)
    const summary = featured.locator('summary')
    const disclosure = featured.locator('details')
    const download = featured.getByRole('link', { name: 'Download calendar file (.ics)' })

    await featured.getByRole('link', { name: /^Join Webinar/ }).focus()
    await page.keyboard.press('Tab')
    await expect(summary).toBeFocused()
    await expect(summary).toHaveText('Add to calendar')

    await page.keyboard.press('Enter')
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(download).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(download).toBeFocused()

    await summary.focus()
    await page.keyboard.press('Space')
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(download).toBeHidden()
    await page.keyboard.press('Space')
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(download).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(disclosure).not.toHaveAttribute('open')
  })
})

test.describe('a webinar’s page', () => {
  test('shows the session, its agenda, the calendar and the Event structured data', async ({
    page,
  }) => {
    const response = await page.goto(`/insights/webinars/${UPCOMING.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: UPCOMING.title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Webinars' })).toHaveAttribute(
      'href',
      '/insights/webinars',
    )
    await expect(page.getByRole('main')).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T · 45 minutes/)
    await expect(page.getByRole('main')).toContainText(UPCOMING.speaker)
    await expect(page.getByRole('link', { name: /^Join Webinar/ })).toHaveAttribute(
      'href',
      UPCOMING.joinUrl,
    )
    await expect(page.getByText('Add to calendar', { exact: true })).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible()
    const agenda = page.getByRole('list').filter({ hasText: UPCOMING.agenda[0] })
    await expect(agenda.getByRole('listitem')).toHaveText(UPCOMING.agenda)

    const aside = page.getByRole('complementary', { name: 'Hear about the next session' })
    await expect(aside.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    await expect(aside.getByRole('button', { name: 'Subscribe' })).toBeVisible()

    const events = jsonLdBlocks((await response?.text()) ?? '').filter(
      (block) => block['@type'] === 'Event',
    )
    expect(events).toHaveLength(1)
    const event = events[0] as Record<string, unknown>
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: UPCOMING.title,
      url: `${SITE_ORIGIN}/insights/webinars/${UPCOMING.slug}`,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: UPCOMING.joinUrl },
      performer: [{ '@type': 'Person', name: UPCOMING.speaker }],
    })
    const startDate = String(event.startDate)
    expect(new Date(startDate).toISOString()).toBe(startDate)
    expect(Date.parse(String(event.endDate)) - Date.parse(startDate)).toBe(45 * 60_000)
    await expect(page.locator('time').first()).toHaveAttribute('datetime', startDate)

    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Back to Webinars' }).click()
    await expect(page).toHaveURL(/\/insights\/webinars$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()
  })

  test('an unknown webinar is a Webinar Not Found page with status 404', async ({ page }) => {
    const response = await page.goto('/insights/webinars/no-such-webinar')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinar Not Found' })).toBeVisible()
    await expect(page.getByText("We couldn't find the webinar you're looking for.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all webinars' })).toHaveAttribute(
      'href',
      '/insights/webinars',
    )
    await expectNoAxeViolations(page)
  })

  test(
    'the SCIPAB session’s lowercase address moves permanently to its own page',
    { tag: '@once' },
    async ({ request }) => {
      const response = await request.get('/insights/webinars/scipab', { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers().location ?? '', 'http://site.test').pathname).toBe(
        '/insights/webinars/SCIPAB',
      )
    },
  )

  test(
    'the calendar file is served under the title’s file name, and only for a webinar',
    { tag: '@once' },
    async ({ request }) => {
      const response = await request.get(`/api/webinars/calendar?slug=${UPCOMING.slug}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      expect(response.headers()['content-disposition']).toBe(
        `attachment; filename="${UPCOMING.calendarFile}"`,
      )
      const event = parseCalendar(await response.text())
      expect(event.summary).toBe(UPCOMING.title)
      expect(event.end.getTime() - event.start.getTime()).toBe(45 * 60_000)

      // A past session keeps its own length (the SCIPAB briefing runs two minutes).
      const scipab = parseCalendar(
        await (await request.get('/api/webinars/calendar?slug=scipab')).text(),
      )
      expect(scipab.end.getTime() - scipab.start.getTime()).toBe(2 * 60_000)

      expect((await request.get('/api/webinars/calendar?slug=no-such-webinar')).status()).toBe(404)
    },
  )
})

test.describe('subscribing to webinar announcements', () => {
  test('an address without @ is refused in the browser, and nothing is sent', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/webinars/subscriptions')) sent.push(request.url())
    })
    await page.goto('/insights/webinars')
    const signUp = page.getByRole('region', { name: 'Never miss a session' })
    await signUp.getByLabel('Email address').fill('not-an-email')
    await signUp.getByLabel('Email address').press('Enter')
    await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(signUp.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    await expect(signUp.getByLabel('Email address')).toHaveValue('not-an-email')
    expect(sent).toEqual([])
  })

  test.describe('when the server refuses the address', () => {
    // The browser logs the 422 answer; that answer is the point here.
    test.use({ expectedConsoleErrors: /status of 422/ })

    test('an address the shared e-mail rule rejects says Invalid Email', async ({ page }) => {
      await page.goto('/insights/webinars')
      const signUp = page.getByRole('region', { name: 'Never miss a session' })
      await signUp.getByLabel('Email address').fill('a@b')
      const [answer] = await Promise.all([
        page.waitForResponse('**/api/webinars/subscriptions'),
        signUp.getByRole('button', { name: 'Subscribe' }).click(),
      ])
      expect(answer.status()).toBe(422)
      await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible()
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
      await expect(signUp.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
      await expect(signUp.getByLabel('Email address')).toHaveValue('a@b')
    })
  })

  test('a good address shows Subscribing..., then You’re all set! and a confirmation e-mail', async ({
    page,
    request,
  }, testInfo) => {
    const email = visitorEmail(testInfo)
    await page.goto('/insights/webinars')
    // The answer is held back a moment so the busy state can be seen, as on a slow connection.
    await page.route('**/api/webinars/subscriptions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    const signUp = page.getByRole('region', { name: 'Never miss a session' })
    await signUp.getByLabel('Email address').fill(email)
    await signUp.getByRole('button', { name: 'Subscribe' }).click()
    await expect(signUp.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()

    const done = signUp.getByText("You're all set!", { exact: true })
    await expect(done).toBeVisible()
    await expect(done).toBeFocused()
    await expect(page.getByText('Successfully Subscribed!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("You'll be notified when new webinars are available."),
    ).toBeVisible()
    await expect(signUp.getByLabel('Email address')).toHaveCount(0)
    await expectNoAxeViolations(page)

    const [confirmation] = await mailTo(request, email, 1)
    expect(confirmation?.subject).toBe(
      'Please confirm your subscription to Northbridge Digital webinars',
    )
  })
})

test.describe('the insights feed', () => {
  test(
    'is an Atom feed of the articles and the published webinars, with absolute links',
    { tag: '@once' },
    async ({ page, request }) => {
      const response = await request.get('/insights/feed.xml')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/)
      const xml = await response.text()

      // Read by the browser's own XML parser, as a feed reader would.
      const feed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml')
        const root = doc.documentElement
        const atom = 'http://www.w3.org/2005/Atom'
        const linkOf = (element: Element) =>
          [...element.children].find(
            (child) =>
              child.localName === 'link' &&
              (child.getAttribute('rel') ?? 'alternate') === 'alternate',
          )
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: root.localName,
          namespace: root.namespaceURI,
          self: [...root.children]
            .find((child) => child.localName === 'link' && child.getAttribute('rel') === 'self')
            ?.getAttribute('href'),
          entries: [...doc.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
            title: entry.getElementsByTagNameNS(atom, 'title')[0]?.textContent ?? '',
            href: linkOf(entry)?.getAttribute('href') ?? '',
            id: entry.getElementsByTagNameNS(atom, 'id')[0]?.textContent ?? '',
          })),
        }
      }, xml)

      expect(feed.error).toBe(false)
      expect(feed.root).toBe('feed')
      expect(feed.namespace).toBe('http://www.w3.org/2005/Atom')
      expect(feed.self).toBe(FEED_URL)
      const hrefs = feed.entries.map((entry) => entry.href)
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/northbridge\.example\//)
      for (const slug of ARTICLE_SLUGS) {
        expect(hrefs).toContain(`${SITE_ORIGIN}/insights/thought-leadership/${slug}`)
      }
      for (const webinar of [...PAST, { href: `/insights/webinars/${UPCOMING.slug}` }]) {
        expect(hrefs).toContain(`${SITE_ORIGIN}${webinar.href}`)
      }
      expect(feed.entries).toHaveLength(ARTICLE_SLUGS.length + PAST.length + 1)
      expect(feed.entries.map((entry) => entry.title)).toContain(`Webinar: ${UPCOMING.title}`)
    },
  )

  test('insights pages name the feed in their head; other pages do not', async ({ page }) => {
    for (const path of [
      '/insights',
      '/insights/thought-leadership',
      '/insights/thought-leadership/ai-agent-frameworks',
      '/insights/webinars',
      `/insights/webinars/${UPCOMING.slug}`,
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(
          page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
        ).toHaveAttribute('href', FEED_URL)
      })
    }
    await page.goto('/about')
    await expect(page.locator('link[type="application/atom+xml"]')).toHaveCount(0)
  })
})

// ---------------------------------------------------------------------------------------------
// E-mail journeys: a server of its own with a fresh database, so the mailbox holds only these
// messages and the webinars added here reach no other test. Run once, at desktop width, in order.

const SUBSCRIBER = 'dana.whitfield@harborline-insurance.example'
const CONFIRM_SUBJECT = 'Please confirm your subscription to Northbridge Digital webinars'
const UNSUBSCRIBED_SUBJECT = 'You are unsubscribed from Northbridge Digital webinar announcements'
const ANNOUNCED = {
  title: 'Lakehouse Cost Controls: Keeping Analytics Spend Predictable',
  slug: 'lakehouse-cost-controls-keeping-analytics-spend-predictable',
  description:
    'Cloud analytics bills grow quietly until someone asks why. We show the budgets, tagging and workload rules that keep a lakehouse affordable without slowing analysts down.',
  date: '2027-01-14 19:00',
  // 7:00 PM Eastern Standard Time is midnight UTC.
  startsAt: '2027-01-15T00:00:00.000Z',
  agenda: ['Where lakehouse spend really goes', 'Budgets and alerts per workload', 'Live Q&A'],
  joinUrl: 'https://meet.northbridge.example/webinars/lakehouse-cost-controls',
  calendarFile: 'lakehouse_cost_controls__keeping_analytics_spend_predictable.ics',
}
const LATER = {
  title: 'Platform Teams for Data: Paved Roads Without Gatekeeping',
  slug: 'platform-teams-for-data-paved-roads-without-gatekeeping',
  description:
    'How a small platform team gives every data product team the same pipelines, checks and deployment path, and still lets them choose their own tools.',
  date: '2027-02-11 19:00',
}

const announcementSubject = (title: string) => `New Northbridge Digital webinar: ${title}`

/** The signing secret of the journeys' own server, so a test can craft an old link. */
const SIGNING_SECRET = 'webinar-journeys-signing-secret-0123456789abcdef'
const PAGES = '/insights/webinars/subscription'

/**
 * A link value signed as the server signs them (src/server/signed-link.ts, written again here
 * from its description: a key per purpose derived from the secret, HMAC-SHA256, base64url).
 */
function signLink(purpose: string, value: string): string {
  const key = createHmac('sha256', SIGNING_SECRET)
    .update(`northbridge signed link: ${purpose}`)
    .digest()
  const payload = Buffer.from(value, 'utf8').toString('base64url')
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
}

/** The token of a link (a path with its query). */
const tokenIn = (link: string) => new URL(link, 'http://site.test').searchParams.get('token') ?? ''

/**
 * What a mail scanner does with a link before anyone reads the message: GET and HEAD it, more than
 * once. Each answers the page (200), private: no index, no referrer.
 */
async function scan(api: APIRequestContext, link: string) {
  for (let visit = 0; visit < 2; visit++) {
    const response = await api.get(link)
    expect(response.status(), link).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/)
    expect((await api.head(link)).status(), link).toBe(200)
  }
}

/** A page in a browser that runs no JavaScript at all: the subscription pages must work there. */
async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return context.newPage()
}

/** These journeys run at desktop width only; the pages must still pass axe on a phone. */
async function expectNoAxeViolationsAtBothWidths(page: Page) {
  const desktop = page.viewportSize()
  await expectNoAxeViolations(page)
  await page.setViewportSize(devices['Pixel 7'].viewport)
  await expectNoAxeViolations(page)
  if (desktop) await page.setViewportSize(desktop)
}

/** The mailbox's messages to the address (newest first), whatever their number. */
async function mailbox(api: APIRequestContext, address: string): Promise<MailboxMessage[]> {
  const response = await api.get(`/dev/mailbox.json?to=${encodeURIComponent(address)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as MailboxMessage[]
}

/** Waits until `count` messages with this subject have reached the address; returns them. */
async function mailWithSubject(
  api: APIRequestContext,
  address: string,
  subject: string,
  count: number,
): Promise<MailboxMessage[]> {
  let found: MailboxMessage[] = []
  await expect(async () => {
    found = (await mailbox(api, address)).filter((message) => message.subject === subject)
    expect(found.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 15_000 })
  return found
}

/**
 * Gives the delivery worker time to send anything queued (it polls every 100 ms on this server
 * and is woken after each commit), so a later count shows what was, or was not, sent.
 */
async function letMailSettle() {
  await new Promise((resolve) => setTimeout(resolve, 2_000))
}

test.describe('announcements by e-mail, on a server of its own', { tag: '@once' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  let ownServer: SiteServer | undefined
  let ownApi: APIRequestContext | undefined

  /** The server's origin and a request context for it (its mailbox included). */
  function site(): { url: string; api: APIRequestContext; server: SiteServer } {
    if (!ownServer || !ownApi) throw new Error('the server of these journeys did not start')
    return { url: ownServer.url, api: ownApi, server: ownServer }
  }

  /** Where links in this server's e-mail lead: itself, as NEXT_PUBLIC_SITE_URL is not set. */
  function mailOrigin(): string {
    return `http://localhost:${site().server.port}`
  }

  /** `npm run webinars -- …` against this server, as staff run it next to a running site. */
  async function webinarsCommand(args: string[]): Promise<string> {
    const { server: running } = site()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(running.port),
      DATA_DIR: running.dataDir,
      // The server's own secret, which the command derives its token from.
      SIGNING_SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    }
    delete env.DATABASE_URL
    delete env.SMTP_URL
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'webinars', '--', ...args],
      { cwd: projectRoot, env, timeout: 60_000 },
    )
    return stdout
  }

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000)
    ownServer = await startSiteServer({ env: { SIGNING_SECRET } })
    ownApi = await playwright.request.newContext({ baseURL: ownServer.url })
  })

  test.afterAll(async () => {
    await ownApi?.dispose()
    if (ownServer) {
      await ownServer.stop()
      fs.rmSync(ownServer.dataDir, { recursive: true, force: true })
    }
  })

  test('a visitor subscribes and confirms with the link in the e-mail', async ({
    page,
    browser,
  }) => {
    const { url, api } = site()
    const origin = mailOrigin()
    await page.goto(`${url}/insights/webinars`)
    const signUp = page.getByRole('region', { name: 'Never miss a session' })
    await signUp.getByLabel('Email address').fill(SUBSCRIBER)
    await signUp.getByRole('button', { name: 'Subscribe' }).click()
    await expect(signUp.getByText("You're all set!", { exact: true })).toBeVisible()

    const [confirmation] = await mailWithSubject(api, SUBSCRIBER, CONFIRM_SUBJECT, 1)
    const text = confirmation?.text ?? ''
    expect(text).toContain(SUBSCRIBER)
    expect(text).toContain(
      `Yes, send me webinar announcements: ${origin}/insights/webinars/subscription/confirm?token=`,
    )
    expect(text).toContain(`${origin}/insights/webinars/subscription/unsubscribe?token=`)
    // The List-Unsubscribe headers are not visible here: /dev/mailbox.json has no headers.
    test.info().annotations.push({
      type: 'not checked',
      description: 'List-Unsubscribe headers: the local mailbox does not expose message headers',
    })

    const confirm = linkIn(text, '/insights/webinars/subscription/confirm?token=')
    const unsubscribe = linkIn(text, '/insights/webinars/subscription/unsubscribe?token=')

    // A mail scanner fetches both links first: that confirms nothing and unsubscribes nobody.
    await scan(api, confirm)
    await scan(api, unsubscribe)
    await letMailSettle()
    expect((await mailbox(api, SUBSCRIBER)).map((message) => message.subject)).toEqual([
      CONFIRM_SUBJECT,
    ])

    // The link opens a page that asks; its one button works without JavaScript.
    await page.goto(`${url}${confirm}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Confirm your subscription' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText(SUBSCRIBER)
    await expectNoAxeViolationsAtBothWidths(page)
    const plain = await pageWithoutJavaScript(browser)
    await plain.goto(`${url}${confirm}`)
    await plain.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(plain).toHaveURL(
      /\/insights\/webinars\/subscription\/confirm\?token=.+&result=confirmed$/,
    )
    await expect(
      plain.getByRole('heading', { level: 2, name: 'Your subscription is confirmed' }),
    ).toBeVisible()
    await expect(plain.getByRole('status')).toContainText(SUBSCRIBER)
    await page.goto(plain.url())
    await expect(page.getByRole('status')).toContainText(SUBSCRIBER)
    await expectNoAxeViolationsAtBothWidths(page)
    await plain.context().close()

    // The link has done its work; following it again says so.
    await page.goto(`${url}${confirm}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'You are already subscribed' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  })

  test('subscribing again once confirmed answers the same and sends nothing', async () => {
    const { api } = site()
    for (const email of [SUBSCRIBER, SUBSCRIBER.toUpperCase()]) {
      const response = await api.post('/api/webinars/subscriptions', { data: { email } })
      expect(response.status(), email).toBe(202)
      expect(await response.json()).toEqual({ subscribed: true })
    }
    await letMailSettle()
    expect((await mailbox(api, SUBSCRIBER)).map((message) => message.subject)).toEqual([
      CONFIRM_SUBJECT,
    ])
  })

  test('a webinar published with npm run webinars is on the site at once and announced once', async ({
    page,
  }) => {
    const { url, api } = site()
    await page.goto(`${url}/insights/webinars`)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()
    await expect(page.getByText(ANNOUNCED.title)).toHaveCount(0)

    const added = await webinarsCommand([
      'add',
      '--title',
      ANNOUNCED.title,
      '--description',
      ANNOUNCED.description,
      '--date',
      ANNOUNCED.date,
      '--duration',
      '45 minutes',
      '--speaker',
      'Priya Raman',
      ...ANNOUNCED.agenda.flatMap((item) => ['--agenda', item]),
      '--join-url',
      ANNOUNCED.joinUrl,
      '--publish',
    ])
    expect(added).toContain(`Added and published '${ANNOUNCED.slug}'; announced to 1 subscriber(s)`)
    const listed = await webinarsCommand(['list'])
    expect(listed).toMatch(new RegExp(`published\\s+${ANNOUNCED.slug}\\s`))

    // No rebuild: the open page shows it on reload, after the featured session.
    await page.reload()
    const later = page.getByRole('list', { name: 'More upcoming webinars' })
    await expect(later.getByRole('heading', { level: 3, name: ANNOUNCED.title })).toBeVisible()
    await expect(later).toContainText('Thursday, January 14, 2027')
    await expect(later).toContainText('7:00 PM EST · 45 minutes')
    await expect(
      later.getByRole('link', { name: `View details: ${ANNOUNCED.title}`, exact: true }),
    ).toHaveAttribute('href', `/insights/webinars/${ANNOUNCED.slug}`)
    await expect(featuredWebinar(page)).toContainText(UPCOMING.title)

    const response = await page.goto(`${url}/insights/webinars/${ANNOUNCED.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: ANNOUNCED.title })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Join Webinar/ })).toHaveAttribute(
      'href',
      ANNOUNCED.joinUrl,
    )
    await expect(
      page.getByRole('list').filter({ hasText: ANNOUNCED.agenda[0] }).getByRole('listitem'),
    ).toHaveText(ANNOUNCED.agenda)
    expect(await (await api.get('/insights/feed.xml')).text()).toContain(
      `${SITE_ORIGIN}/insights/webinars/${ANNOUNCED.slug}`,
    )

    // One announcement, with the details, the links and the calendar file.
    const subject = announcementSubject(ANNOUNCED.title)
    const [announcement] = await mailWithSubject(api, SUBSCRIBER, subject, 1)
    const text = announcement?.text ?? ''
    for (const detail of [
      'Thursday, January 14, 2027',
      '7:00 PM EST',
      '45 minutes',
      'Priya Raman',
      ...ANNOUNCED.agenda,
      `Join Webinar: ${ANNOUNCED.joinUrl}`,
      `${mailOrigin()}/insights/webinars/${ANNOUNCED.slug}`,
      `${mailOrigin()}/insights/webinars/subscription/unsubscribe?token=`,
    ]) {
      expect(text).toContain(detail)
    }
    const attachment = await api.get(`/dev/mailbox/${announcement?.id}/attachments/0`)
    expect(attachment.status()).toBe(200)
    expect(attachment.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(attachment.headers()['content-disposition']).toBe(
      `attachment; filename="${ANNOUNCED.calendarFile}"`,
    )
    const event = parseCalendar(await attachment.text())
    expect(event.summary).toBe(ANNOUNCED.title)
    expect(event.start.toISOString()).toBe(ANNOUNCED.startsAt)
    expect(event.end.getTime() - event.start.getTime()).toBe(45 * 60_000)
    expect(event.uid).toMatch(WEBINAR_UID)
    expect((await api.get(`/dev/mailbox/${announcement?.id}/attachments/1`)).status()).toBe(404)

    await letMailSettle()
    expect(
      (await mailbox(api, SUBSCRIBER)).filter((message) => message.subject === subject),
    ).toHaveLength(1)
  })

  test('unpublishing takes it off the site; publishing again announces nothing twice', async ({
    page,
  }) => {
    const { url, api } = site()
    expect(await webinarsCommand(['unpublish', ANNOUNCED.slug])).toContain(
      `Unpublished '${ANNOUNCED.slug}'`,
    )
    expect((await page.goto(`${url}/insights/webinars/${ANNOUNCED.slug}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinar Not Found' })).toBeVisible()
    await page.goto(`${url}/insights/webinars`)
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible()
    await expect(page.getByText(ANNOUNCED.title)).toHaveCount(0)

    expect(await webinarsCommand(['publish', ANNOUNCED.slug])).toContain(
      `Published '${ANNOUNCED.slug}'; announced to 0 subscriber(s)`,
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 3, name: ANNOUNCED.title })).toBeVisible()

    await letMailSettle()
    expect(
      (await mailbox(api, SUBSCRIBER)).filter(
        (message) => message.subject === announcementSubject(ANNOUNCED.title),
      ),
    ).toHaveLength(1)
  })

  test('the unsubscribe link in an announcement stops the next ones', async ({ page }) => {
    const { url, api } = site()
    const [announcement] = await mailWithSubject(
      api,
      SUBSCRIBER,
      announcementSubject(ANNOUNCED.title),
      1,
    )
    const unsubscribe = linkIn(
      announcement?.text ?? '',
      '/insights/webinars/subscription/unsubscribe?token=',
    )
    // Scanned first: nothing happens, nothing is sent.
    await scan(api, unsubscribe)
    await letMailSettle()
    expect(
      (await mailbox(api, SUBSCRIBER)).filter(
        (message) => message.subject === UNSUBSCRIBED_SUBJECT,
      ),
    ).toEqual([])

    await page.goto(`${url}${unsubscribe}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Unsubscribe from webinar announcements?' }),
    ).toBeVisible()
    await expectNoAxeViolationsAtBothWidths(page)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page).toHaveURL(
      /\/insights\/webinars\/subscription\/resubscribe\?token=.+&result=unsubscribed$/,
    )
    await expect(
      page.getByRole('heading', { level: 2, name: 'You are unsubscribed' }),
    ).toBeVisible()
    await expect(page.getByRole('status')).toContainText(SUBSCRIBER)
    await expectNoAxeViolationsAtBothWidths(page)

    const [goodbye] = await mailWithSubject(api, SUBSCRIBER, UNSUBSCRIBED_SUBJECT, 1)
    expect(goodbye?.text).toContain(
      `Subscribe again: ${mailOrigin()}/insights/webinars/subscription/resubscribe?token=`,
    )
    const resubscribe = linkIn(
      goodbye?.text ?? '',
      '/insights/webinars/subscription/resubscribe?token=',
    )
    // The page after the button and the goodbye e-mail carry the same new link.
    expect(tokenIn(page.url())).toBe(tokenIn(resubscribe))

    // Following the used link again changes nothing and sends nothing.
    await page.goto(`${url}${unsubscribe}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'This link has already been used' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    await expectNoAxeViolationsAtBothWidths(page)
    const replayed = await api.post(
      `/api/webinars/subscriptions/unsubscribe?token=${encodeURIComponent(tokenIn(unsubscribe))}`,
    )
    expect(replayed.status()).toBe(410)

    const published = await webinarsCommand([
      'add',
      '--title',
      LATER.title,
      '--description',
      LATER.description,
      '--date',
      LATER.date,
      '--duration',
      '1 hour',
      '--speaker',
      'Marcus Oyelaran',
      '--publish',
    ])
    expect(published).toContain(`Added and published '${LATER.slug}'; announced to 0 subscriber(s)`)
    await letMailSettle()
    expect((await mailbox(api, SUBSCRIBER)).map((message) => message.subject).sort()).toEqual(
      [CONFIRM_SUBJECT, announcementSubject(ANNOUNCED.title), UNSUBSCRIBED_SUBJECT].sort(),
    )

    // The way back from the goodbye e-mail: a page that asks, and its button.
    await scan(api, resubscribe)
    await page.goto(`${url}${resubscribe}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Subscribe to webinar announcements again?' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Subscribe again' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText(SUBSCRIBER)
    await expectNoAxeViolationsAtBothWidths(page)
    // The page carries the new unsubscribe link; the subscribe-again link is used up.
    await expect(page).toHaveURL(
      /\/insights\/webinars\/subscription\/unsubscribe\?token=.+&result=resubscribed$/,
    )
    const current = `${PAGES}/unsubscribe?token=${encodeURIComponent(tokenIn(page.url()))}`
    await page.goto(`${url}${resubscribe}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'This link has already been used' }),
    ).toBeVisible()
    await page.goto(`${url}${current}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Unsubscribe from webinar announcements?' }),
    ).toBeVisible()
  })

  test('a confirmation link older than 7 days is refused, with the way to sign up again', async ({
    page,
  }) => {
    const { url, api } = site()
    const [confirmation] = await mailWithSubject(api, SUBSCRIBER, CONFIRM_SUBJECT, 1)
    const confirm = linkIn(confirmation?.text ?? '', `${PAGES}/confirm?token=`)
    // The same subscription's link, as if the sign-up had been 8 days ago.
    const [payload] = tokenIn(confirm).split('.')
    const [id] = Buffer.from(payload ?? '', 'base64url')
      .toString('utf8')
      .split('.')
    const old = signLink('webinar-subscription-confirm', `${id}.${Date.now() - 8 * 86_400_000}`)
    const expired = `${PAGES}/confirm?token=${encodeURIComponent(old)}`

    await page.goto(`${url}${expired}`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'This confirmation link has expired' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/insights/webinars#stay-informed',
    )
    await expectNoAxeViolationsAtBothWidths(page)
    const posted = await api.post(
      `/api/webinars/subscriptions/confirm?token=${encodeURIComponent(old)}`,
    )
    expect(posted.status()).toBe(410)

    // A link that was never ours is not valid, and says where to go.
    await page.goto(`${url}${PAGES}/confirm?token=abc.def`)
    await expect(
      page.getByRole('heading', { level: 2, name: 'This link is not valid' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Sign up on the webinars page' }).click()
    await expect(page.getByRole('region', { name: 'Never miss a session' })).toBeVisible()
  })

  test('a mail client’s one-click unsubscribe (RFC 8058) works without the page', async () => {
    const { api } = site()
    const reader = 'sam.okafor@forgeworks.example'
    expect(
      (await api.post('/api/webinars/subscriptions', { data: { email: reader } })).status(),
    ).toBe(202)
    const [confirmation] = await mailWithSubject(api, reader, CONFIRM_SUBJECT, 1)
    const text = confirmation?.text ?? ''
    const confirmed = await api.post(
      `/api/webinars/subscriptions/confirm?token=${encodeURIComponent(tokenIn(linkIn(text, `${PAGES}/confirm?token=`)))}`,
    )
    expect(confirmed.status()).toBe(200)
    expect(await confirmed.json()).toEqual({ confirmed: true })

    // The List-Unsubscribe URL: the API path with the unsubscribe link's token.
    const token = tokenIn(linkIn(text, `${PAGES}/unsubscribe?token=`))
    const oneClick = `/api/webinars/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`
    expect((await api.get(oneClick)).status()).toBe(405)
    const response = await api.post(oneClick, {
      multipart: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ unsubscribed: true })
    await mailWithSubject(api, reader, UNSUBSCRIBED_SUBJECT, 1)
  })
})
