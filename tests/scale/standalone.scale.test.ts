import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newDataDir, STANDALONE_DIR, startInstance, type Instance } from './support/instance'
import { postJson } from './support/visitor'

// The standalone folder is all a server needs: `node server/serve.mjs` there starts the site the
// way `npm start` does (secrets check, migrations, mail worker, graceful shutdown).

/** Whether a TCP connection to the address and port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3_000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(false))
  })
}

/** An address of this machine that is not loopback, where other machines would connect. */
const outwardAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

describe('the standalone folder', () => {
  it('holds no sources and no development tools', () => {
    const sources = filesUnder(path.join(STANDALONE_DIR, 'src'))
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.filter((file) => !file.endsWith('.mdx'))).toEqual([])
    const packages = fs.readdirSync(path.join(STANDALONE_DIR, 'node_modules'))
    for (const tool of ['typescript', 'vitest', '@playwright', 'eslint', 'tsx', 'drizzle-kit']) {
      expect(packages).not.toContain(tool)
    }
    // Our server, not the one Next.js generates (which has no compression or security headers).
    expect(fs.existsSync(path.join(STANDALONE_DIR, 'server.js'))).toBe(false)
  })

  it('refuses to start without the secrets production requires, and says which', async () => {
    const site = await startInstance({
      name: 'no secrets',
      env: { DATA_DIR: newDataDir(), BETTER_AUTH_SECRET: '', SIGNING_SECRET: '' },
      waitForHealth: false,
    })
    expect(await site.exited).toBe(1)
    const output = site.lines().join('\n')
    expect(output).toMatch(/BETTER_AUTH_SECRET/)
    expect(output).toMatch(/SIGNING_SECRET/)
  })

  it.runIf(outwardAddress)(
    'listens on loopback alone unless HOST names another address',
    async () => {
      const outward = outwardAddress!
      const local = await startInstance({
        name: 'default host',
        env: { DATA_DIR: newDataDir(), HOST: '' },
      })
      try {
        expect(await accepts('127.0.0.1', local.port)).toBe(true)
        expect(await accepts(outward, local.port)).toBe(false)
        expect(local.lines().join('\n')).toContain(`Serving on 127.0.0.1:${local.port}`)
      } finally {
        await local.stop()
      }
      const everywhere = await startInstance({
        name: 'every interface',
        env: { DATA_DIR: newDataDir(), HOST: '0.0.0.0' },
      })
      try {
        expect(await accepts(outward, everywhere.port)).toBe(true)
        expect((await fetch(`http://${outward}:${everywhere.port}/api/health`)).status).toBe(200)
      } finally {
        await everywhere.stop()
      }
    },
  )

  it('refuses to start as a production deployment without NEXT_PUBLIC_SITE_URL, naming it', async () => {
    const site = await startInstance({
      name: 'no public origin',
      env: { DATA_DIR: newDataDir(), NEXT_PUBLIC_SITE_URL: '' },
      waitForHealth: false,
    })
    expect(await site.exited).toBe(1)
    expect(site.lines().join('\n')).toMatch(/NEXT_PUBLIC_SITE_URL is not set/)
  })

  it('without REQUIRE_SECRETS=1, starts and says loudly that links in e-mail lead nowhere', async () => {
    const site = await startInstance({
      name: 'warned about the public origin',
      env: { DATA_DIR: newDataDir(), NEXT_PUBLIC_SITE_URL: '', REQUIRE_SECRETS: '0' },
    })
    try {
      const warning = site
        .logEntries()
        .find(
          (entry) => entry.level === 'warn' && String(entry.msg).startsWith('NEXT_PUBLIC_SITE_URL'),
        )
      expect(warning?.msg).toMatch(/every link in e-mail .* points to http:\/\/localhost:\d+/)
    } finally {
      await site.stop()
    }
  })

  describe('started from another folder with node alone', () => {
    let site: Instance
    beforeAll(async () => {
      site = await startInstance({
        name: 'standalone',
        env: { DATA_DIR: newDataDir() },
        cwd: os.tmpdir(),
      })
    })
    afterAll(async () => {
      await site?.stop()
    })

    it('learns every prerendered page at start, so even its first visitor gets the build’s Brotli file', async () => {
      const ready = () =>
        site.logEntries().find((entry) => String(entry.msg).startsWith('prerendered pages ready'))
      await expect.poll(ready, { timeout: 60_000 }).toBeDefined()
      // Each prerendered page over http and over https.
      expect(Number(ready()!.answers)).toBeGreaterThan(100)
      const page = await fetch(`${site.url}/industries/high-tech`, {
        headers: { 'accept-encoding': 'br' },
      })
      const file = path.join(
        STANDALONE_DIR,
        '.next',
        'server',
        'app',
        'industries',
        'high-tech.html',
      )
      expect(page.headers.get('content-encoding')).toBe('br')
      expect(Number(page.headers.get('content-length'))).toBe(fs.statSync(`${file}.br`).size)
    })

    it('serves pages with their security headers and the compressed static assets', async () => {
      const home = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'br' } })
      expect(home.status).toBe(200)
      expect(home.headers.get('content-security-policy')).toMatch(/script-src/)
      expect(home.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await home.text()
      // A framework script, as the after-paint loader lists it (decision 056).
      const script = /data-scripts="(\/_next\/static\/[^" ]+\.js)/.exec(html)?.[1]
      if (!script) throw new Error('no script on the home page')
      const asset = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'br' } })
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toMatch(/immutable/)
      expect(asset.headers.get('content-encoding')).toBe('br')
      expect((await fetch(`${site.url}/logo.svg`)).status).not.toBe(500)
    })

    it('reads what it needs at run time: content for the assistant, fonts for social cards', async () => {
      const chat = await postJson(`${site.url}/api/chat`, {
        message: 'What do you do for healthcare organisations?',
      })
      expect(chat.status).toBe(200)
      // A webinar from the database: its card is drawn on request (the pages' are prerendered).
      const card = await fetch(`${site.url}/og/insights/webinars/governing-agentic-ai`)
      expect(card.status).toBe(200)
      expect(card.headers.get('content-type')).toBe('image/png')
    })

    it('stops cleanly on SIGTERM', async () => {
      expect(await site.stop('SIGTERM')).toBe(143)
      expect(site.lines().join('\n')).toMatch(/shutting down/)
    })
  })
})
