import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'

// The config is evaluated again in every worker; the port and data folder are chosen once, in
// the main process, and reach the workers through the environment they inherit.
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim()
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-e2e-'))
}

/**
 * What runs once, at desktop width, in the project `once`: checks of what the server sends (the
 * same to every width) and journeys on servers of their own. Whole spec files by name, single
 * tests and groups by the tag `@once`. Playwright matches `grep` against 'project file
 * describe… title tags', so a file's name is matched as one word of that line.
 */
const ONCE_FILES = [
  'analytics-console',
  'audience',
  'availability',
  'booking-api',
  'booking-embed',
  'chat-api',
  'chat-model',
  'compression',
  'every-page-html',
  'first-load',
  'fuzz-api',
  'honeypot-api',
  'mail-console',
  'webinar-console',
  'mail-links',
  'mailbox',
  'social-cards',
  'webinar-registration',
  'webhooks',
]
const RUNS_ONCE = new RegExp(`(?:^|\\s)(?:${ONCE_FILES.join('|')})\\.spec\\.ts(?:\\s|$)|@once\\b`)

// The sitemap's paths, read from the sources the sitemap reads, so that every per-page check is a
// test of its own, generated before the server is up (tests/e2e/support/page-list.ts).
if (!process.env.E2E_SITEMAP_PATHS) {
  process.env.E2E_SITEMAP_PATHS = execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/e2e/support/page-list.ts'],
    { cwd: import.meta.dirname, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  )
    .toString()
    .trim()
}

const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.cache/playwright/test-results',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  // A failed test runs once more, recording its trace; it fails the run either way (a pass on the
  // second try is a flaky test, and flaky fails too), so the retry only buys the trace.
  retries: 1,
  failOnFlakyTests: true,
  // Three workers on two cores: the journeys wait on mail, timers and the server between steps,
  // which left 12% of the CPU idle with two (11.7% measured over a whole run; 4.6% with three).
  workers: 3,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    // The retry of a failed test records its trace: every step with the page's DOM, network and
    // console, but no screencast. A trace recorded for every test and thrown away when it passed
    // cost 11% of the suite's time (159 s for the accounts and booking specs with it, 142 s
    // without), and its screencast more than the tests themselves (246 s; decision 036).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // A worker runs one test at a time; two renderer processes, reused from test to test,
      // spare each test the start of a fresh one (a new context is a new window). Measured
      // here: 1.45 s of CPU per new context and first page before, 0.66 s after (decision 036).
      args: [...CHROMIUM_ARGS, '--renderer-process-limit=2'],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: RUNS_ONCE, use: { ...devices['Desktop Chrome'] } },
    // A phone-sized Chromium: the mobile menu, touch targets and narrow layouts.
    { name: 'mobile', grepInvert: RUNS_ONCE, use: { ...devices['Pixel 7'] } },
    { name: 'once', grep: RUNS_ONCE, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // The production server, built from the current sources, on a fresh temporary database.
    command: 'node --conditions=react-server --import tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    // Its stdout is one access-log line per request (thousands in a run); warnings and errors
    // come on stderr.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      // As behind a proxy: each test names its own client address in X-Forwarded-For, so the
      // per-client rate limits of one test never spill into another running beside it.
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      // Behind a proxy the mailbox is closed unless asked for; the tests read it with requests
      // that carry no forwarding header (only such requests from this machine may).
      MAILBOX: 'on',
      MAIL_POLL_INTERVAL_MS: '500',
    },
  },
})
