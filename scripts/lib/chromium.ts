import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when a machine keeps it somewhere else. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags for this machine: headless, no sandbox as root, and no calls home on a closed network.
 *
 * Debian ships the full browser, not the headless shell Playwright would otherwise use, and from
 * Chromium 15x on every new window preloads the address bar's suggestion popup as a web page of
 * its own (chrome://omnibox-popup.top-chrome, in a renderer process per window). A test gets a
 * window per browser context, so each test paid for a renderer it never shows: measured here,
 * 2.2 s of CPU per new context with it and 0.9 s without, which was about half of the end-to-end
 * suite's time on two cores (decision 036). Chromium merges this list with Playwright's own.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
]

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium'

/**
 * Makes sure Debian's Chromium is there. Playwright never downloads a browser of its own here:
 * as root we install the distribution's package; otherwise we say what to run.
 */
export function ensureChromium(): string {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo sh -c '${INSTALL_COMMAND}'`,
    )
  }
  console.info(`Chromium is missing; installing Debian's package: ${INSTALL_COMMAND}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  })
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`apt installed chromium but ${CHROMIUM_PATH} is missing`)
  return CHROMIUM_PATH
}
