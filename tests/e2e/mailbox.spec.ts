import { devices, type APIRequestContext, type Page } from '@playwright/test'
import { startSmtpPeer } from '../support/smtp-peer'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import {
  newDataDir,
  nonLoopbackAddress,
  queueSampleMail,
  startSiteServer,
  waitForLines,
  type SiteServer,
} from './support/site-server'

// These journeys start servers of their own (with and without SMTP) next to the shared one, so
// they run once, in the desktop project, one after another.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const servers: SiteServer[] = []
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
})

async function serve(options: Parameters<typeof startSiteServer>[0]) {
  const server = await startSiteServer(options)
  servers.push(server)
  return server
}

const DELIVERED_LOCALLY = /mail delivered locally/

/** These journeys run at desktop width only; the pages must still pass axe on a phone. */
async function expectNoAxeViolationsAtBothWidths(page: Page) {
  const desktop = page.viewportSize()
  await expectNoAxeViolations(page)
  await page.setViewportSize(devices['Pixel 7'].viewport)
  await expectNoAxeViolations(page)
  if (desktop) await page.setViewportSize(desktop)
}

test('without SMTP, queued mail is logged and readable at /dev/mailbox and /dev/mailbox.json', async ({
  page,
  request,
}) => {
  const dataDir = newDataDir()
  const queued = await queueSampleMail(dataDir)
  expect(queued).toBe(19)
  // Listening on every interface (the default is loopback alone), so that a request from
  // another host reaches the app and the app itself must refuse it (below).
  const server = await serve({ dataDir, env: { HOST: '0.0.0.0' } })

  // One JSON log line per message, naming where to read it: no address, subject or link.
  const logged = (await waitForLines(server, DELIVERED_LOCALLY, queued)).map(
    (line) => JSON.parse(line) as Record<string, unknown>,
  )
  for (const line of logged) {
    expect(line.mailbox).toBe(`/dev/mailbox/${String(line.mailId)}`)
    expect(JSON.stringify(line)).not.toMatch(/@|token=|Confirmed|Castellano/)
  }
  expect(logged.map((line) => line.recipientDomain)).toContain('harborline-insurance.example')

  // JSON: every message, newest first, with exactly the documented fields.
  const all = await request.get(`${server.url}/dev/mailbox.json`)
  expect(all.status()).toBe(200)
  expect(all.headers()['content-type']).toBe('application/json; charset=utf-8')
  const messages = (await all.json()) as Record<string, string>[]
  expect(messages).toHaveLength(queued)
  for (const message of messages) {
    expect(Object.keys(message)).toEqual(['id', 'to', 'subject', 'text', 'html', 'createdAt'])
  }
  const times = messages.map((message) => Date.parse(message.createdAt ?? ''))
  expect(times).toEqual([...times].sort((a, b) => b - a))

  const firm = await request.get(`${server.url}/dev/mailbox.json?to=hello@northbridge.example`)
  const firmMessages = (await firm.json()) as { to: string; subject: string }[]
  expect(firmMessages.map((message) => message.to)).toEqual(['hello@northbridge.example'])
  expect(firmMessages[0]?.subject).toMatch(/^New consultation: Avery Castellano/)

  // The HTML list and one message, as a developer would read them.
  await page.goto(`${server.url}/dev/mailbox`)
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(queued + 1)
  await expectNoAxeViolationsAtBothWidths(page)

  await page.getByLabel('Recipient').fill('jordan.kim@meridian-freight.example')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row')).toHaveCount(4)

  await page.goto(`${server.url}/dev/mailbox`)
  await page.getByRole('link', { name: /^Confirmed: your consultation/ }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: /^Confirmed: your consultation/ }),
  ).toBeVisible()
  await expect(page.getByText('Delivered locally')).toBeVisible()
  // Without NEXT_PUBLIC_SITE_URL, links lead to the server (here: the port mail:samples ran with).
  await expect(page.locator('pre')).toContainText(
    /Cancel this consultation: http:\/\/localhost:\d+\/consultations\/cancel\?token=/,
  )
  const frame = page.frameLocator('iframe[title^="HTML part"]')
  await expect(frame.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page)

  const invitationHref = await page
    .getByRole('link', { name: 'consultation.ics' })
    .getAttribute('href')
  const invitation = await request.get(`${server.url}${invitationHref}`)
  expect(invitation.headers()['content-type']).toContain('text/calendar')
  expect(invitation.headers()['content-disposition']).toBe(
    'attachment; filename="consultation.ics"',
  )
  expect(await invitation.text()).toContain('METHOD:REQUEST')

  const htmlHref = (await page.locator('iframe').getAttribute('src')) ?? ''
  const htmlPart = await request.get(`${server.url}${htmlHref}`)
  expect(htmlPart.headers()['content-security-policy']).toMatch(/^default-src 'none';/)
  // Framed by the mailbox page itself: SAMEORIGIN for browsers without frame-ancestors.
  expect(htmlPart.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(htmlPart.headers()['x-frame-options']).toBe('SAMEORIGIN')

  // Only this machine may look: another host is refused, whatever headers it sends.
  const address = nonLoopbackAddress()
  if (!address) {
    // Only possible on a machine with no network interface at all; the unit tests still cover it.
    test.info().annotations.push({ type: 'not checked', description: 'no non-loopback address' })
    return
  }
  for (const path of ['/dev/mailbox', '/dev/mailbox.json', `/dev/mailbox/${messages[0]?.id}`]) {
    const remote = await request.get(`http://${address}:${server.port}${path}`, {
      headers: {
        'x-forwarded-for': '127.0.0.1',
        'x-northbridge-peer-address': '127.0.0.1',
        'x-northbridge-forwarded': '0',
      },
      maxRedirects: 0,
    })
    expect(remote.status(), path).toBe(404)
  }
})

/** Every address of the mailbox, for one of its messages (the first with an attachment). */
async function mailboxPaths(request: APIRequestContext, server: SiteServer): Promise<string[]> {
  const messages = (await (await request.get(`${server.url}/dev/mailbox.json`)).json()) as {
    id: string
    subject: string
  }[]
  const invite = messages.find((message) => message.subject.startsWith('Confirmed:'))
  if (!invite) throw new Error('no sample consultation confirmation in the mailbox')
  return [
    '/dev/mailbox',
    '/dev/mailbox.json',
    `/dev/mailbox/${invite.id}`,
    `/dev/mailbox/${invite.id}/html`,
    `/dev/mailbox/${invite.id}/attachments/0`,
  ]
}

test('behind a proxy or in production, the mailbox is closed unless MAILBOX=on, and never answers a forwarded request', async ({
  request,
}) => {
  // The setup: the guide's nginx (TRUSTED_PROXY_HEADER=x-real-ip), no SMTP_URL yet. nginx
  // on the same machine connects from loopback and names the visitor in X-Real-IP.
  const dataDir = newDataDir()
  await queueSampleMail(dataDir)
  const proxied = await serve({ dataDir, env: { TRUSTED_PROXY_HEADER: 'x-real-ip' } })
  const visitor = { 'x-real-ip': '198.18.1.1' }
  for (const headers of [visitor, {}]) {
    const response = await request.get(`${proxied.url}/dev/mailbox.json`, { headers })
    expect(response.status(), JSON.stringify(headers)).toBe(404)
  }
  await proxied.stop()
  servers.splice(servers.indexOf(proxied), 1)

  // MAILBOX=on opens it to this machine only: a request straight from here (with none of the
  // x-forwarded-* headers Next.js adds to every request by itself) reads it; one that arrived
  // with any forwarding header does not, at any of its addresses.
  const opened = await serve({ dataDir, env: { TRUSTED_PROXY_HEADER: 'x-real-ip', MAILBOX: 'on' } })
  const paths = await mailboxPaths(request, opened)
  const forwarding: Record<string, string>[] = [
    visitor,
    { forwarded: 'for=198.18.1.1' },
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-host': 'localhost' },
    { via: '1.1 proxy.example' },
  ]
  for (const path of paths) {
    const direct = await request.get(`${opened.url}${path}`, { maxRedirects: 0 })
    expect(direct.status(), path).toBe(200)
    for (const headers of forwarding) {
      const response = await request.get(`${opened.url}${path}`, { headers, maxRedirects: 0 })
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(404)
    }
  }
  await opened.stop()
  servers.splice(servers.indexOf(opened), 1)

  // A production deployment (the operator's NODE_ENV=production) has no mailbox unless asked.
  const production = await serve({ dataDir, env: { NODE_ENV: 'production' } })
  expect((await request.get(`${production.url}/dev/mailbox.json`)).status()).toBe(404)
  expect((await request.get(`${production.url}/dev/mailbox`)).status()).toBe(404)
})

test('with SMTP_URL set, the server sends over SMTP, hides the mailbox and stops without losing mail', async ({
  request,
}) => {
  const smtp = await startSmtpPeer()
  try {
    const dataDir = newDataDir()
    const queued = await queueSampleMail(dataDir)
    smtp.delayMs = 1_500
    const server = await serve({ dataDir, env: { SMTP_URL: smtp.url } })

    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
    }
    expect(await (await request.get(`${server.url}/dev/mailbox.json`)).json()).toEqual({
      error: 'Not found',
    })

    // Stop the server while the second message is on the wire.
    await expect.poll(() => smtp.receiving, { timeout: 20_000, intervals: [100] }).toBe(2)
    expect(await server.stop('SIGTERM')).toBe(143)
    servers.splice(servers.indexOf(server), 1)
    expect(server.lines().join('\n')).toContain('"msg":"shutting down","signal":"SIGTERM"')
    // The message in flight was finished, not abandoned; nothing else was started.
    expect(smtp.received).toHaveLength(2)
    const confirmation = smtp.received.find((mail) => mail.subject?.startsWith('Confirmed:'))
    if (confirmation) {
      expect(confirmation.attachments[0]?.content.toString('utf8')).toContain('BEGIN:VCALENDAR')
    }

    // The rest were handed back, not left claimed: a restart delivers them at once (a claim
    // left in "sending" would wait out its ten-minute lease), and nothing is sent twice.
    const restarted = await serve({ dataDir })
    const local = await waitForLines(restarted, DELIVERED_LOCALLY, queued - 2)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(restarted.lines().filter((line) => DELIVERED_LOCALLY.test(line))).toHaveLength(
      queued - 2,
    )
    const viaSmtp = smtp.received.map((mail) => mail.subject)
    // The log names each message by id; the mailbox has its subject.
    const mailbox = (await (await request.get(`${restarted.url}/dev/mailbox.json`)).json()) as {
      id: string
      subject: string
    }[]
    const subjectOf = new Map(mailbox.map((message) => [message.id, message.subject]))
    const viaMailbox = local.map((line) =>
      subjectOf.get(String((JSON.parse(line) as { mailId: string }).mailId)),
    )
    expect(viaMailbox).not.toContain(undefined)
    expect(new Set([...viaSmtp, ...viaMailbox]).size).toBe(queued)
  } finally {
    await smtp.close()
  }
})
