import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfStale } from '../../scripts/lib/build'
import { Cleanup, Interrupted } from '../../scripts/lib/cleanup'
import { crawl, unreachedPages } from './crawl'
import { checkPage, extractLinks, parseHtml, type Document } from './html'
import { MAX_CLICKS, NOT_FOUND_PATHS, prerenderedPages, sitemapUrls } from './pages'
import {
  ensureJava,
  fileOfPage,
  formatVnuMessage,
  parseVnuOutput,
  vnuArguments,
  vnuJarPath,
  type VnuReport,
} from './vnu'
import { loadProjectEnv } from '../../scripts/lib/load-env'
import { projectRoot } from '../../scripts/lib/run'
import { startSite } from '../../scripts/lib/site-server'

// `npm run conformance`: the production build read as a crawler and a validator read it, with
// JavaScript off (issue 19). Builds if stale, serves the build on a fresh database, then
//   1. crawls from `/` following only the `<a href>` links of the server HTML: no internal link
//      may be broken, and every page of the sitemap must be reached within three clicks;
//   2. checks every page's server HTML (the sitemap's pages and every other prerendered page):
//      `<html lang>` is set and the `<h1>` is there, with visible text, in nothing hidden;
//   3. runs the Nu HTML Checker (vnu.jar, with the machine's Java) once over all of it: no errors;
//   4. does 2 and 3 for addresses that must answer with a not-found screen (status 404).
// Every page checked is one test. `--report <file>` writes the counts as JSON for `npm test`.
// Exits 0 only when everything passes.

const startedAt = Date.now()
const seconds = (since = startedAt) => ((Date.now() - since) / 1000).toFixed(1)
const reportIndex = process.argv.indexOf('--report')
const reportFile = reportIndex > 0 ? process.argv[reportIndex + 1] : undefined

loadProjectEnv()
const cleanup = new Cleanup()
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130)
    interrupted = true
    console.error(`\n${signal}: stopping the server this run started…`)
    void cleanup.runAll()
  })
}

type Answer = {
  status: number
  /** Where the redirects ended (the path itself when there were none). */
  finalPath: string
  html?: string
  document?: Document
}

type PageResult = { path: string; problems: string[] }

/** Runs the checker once over a folder; resolves with its JSON output. */
function runVnu(java: string, folder: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(java, vnuArguments(vnuJarPath(), folder), {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const out: string[] = []
    const err: string[] = []
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(out.join(''))
      else reject(new Error(`The Nu HTML Checker exited with code ${code}: ${err.join('')}`))
    })
  })
}

async function main() {
  const built = await buildIfStale()
  console.info(`Production build: ${built === 'current' ? 'already current' : 'built'}`)
  const checkStartedAt = Date.now()
  const java = ensureJava()

  const site = await startSite(cleanup)
  const origin = site.origin
  console.info(`Site at ${origin}`)

  const sitemapResponse = await fetch(`${origin}/sitemap.xml`)
  if (!sitemapResponse.ok) throw new Error(`/sitemap.xml answered ${sitemapResponse.status}`)
  const sitemap = sitemapUrls(await sitemapResponse.text()).map((url) => new URL(url))
  const sitemapPages = [...new Set(sitemap.map((url) => url.pathname))]
  // Links may name the public origin the build was made for (the sitemap's) as well as ours.
  const siteOrigins = [origin, ...new Set(sitemap.map((url) => url.origin))]

  const answers = new Map<string, Promise<Answer>>()
  const get = (page: string) => {
    let answer = answers.get(page)
    if (!answer) {
      answer = fetchAnswer(page)
      answers.set(page, answer)
    }
    return answer
  }
  async function fetchAnswer(page: string): Promise<Answer> {
    let current = page
    for (let hops = 0; ; hops++) {
      const response = await fetch(`${origin}${current}`, {
        redirect: 'manual',
        headers: { accept: 'text/html,*/*;q=0.8' },
        signal: AbortSignal.timeout(60_000),
      })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location && hops < 5) {
        await response.arrayBuffer()
        const next = new URL(location, `${origin}${current}`)
        if (!siteOrigins.includes(next.origin))
          return { status: response.status, finalPath: current }
        current = `${next.pathname}${next.search}`
        continue
      }
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
        await response.arrayBuffer()
        return { status: response.status, finalPath: current }
      }
      const html = await response.text()
      return { status: response.status, finalPath: current, html, document: parseHtml(html) }
    }
  }

  // 1. The crawl.
  const crawlStartedAt = Date.now()
  const crawled = await crawl('/', async (page) => {
    const answer = await get(page)
    return {
      status: answer.status,
      finalPath: answer.finalPath === page ? undefined : answer.finalPath,
      links: answer.document
        ? extractLinks(answer.document, `${origin}${answer.finalPath}`, siteOrigins)
        : [],
    }
  })
  const unreached = unreachedPages(crawled, sitemapPages, MAX_CLICKS)
  const deepest = Math.max(...sitemapPages.map((page) => crawled.depth.get(page) ?? 0))
  console.info(
    `Crawl: ${crawled.depth.size} internal addresses reached from / through server-HTML links in ${seconds(crawlStartedAt)} s; ` +
      `${sitemapPages.length - unreached.length} of ${sitemapPages.length} sitemap pages within ${MAX_CLICKS} clicks (deepest ${deepest})`,
  )

  // 2. The pages, and the not-found addresses.
  const contentPages = [
    ...new Set([...sitemapPages, ...prerenderedPages(path.join(projectRoot, '.next'))]),
  ].sort()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-conformance-'))
  cleanup.add('the page folder', () => fs.rmSync(folder, { recursive: true, force: true }))
  const pageOfFile = new Map<string, string>()
  const results = new Map<string, PageResult>()
  const skipped: string[] = []

  const inspect = (page: string, answer: Answer, expectedStatus: number): PageResult => {
    const result: PageResult = { path: page, problems: [] }
    results.set(page, result)
    if (answer.status !== expectedStatus) {
      result.problems.push(`answers ${answer.status} (${expectedStatus} expected)`)
    }
    if (answer.finalPath !== page) result.problems.push(`redirects to ${answer.finalPath}`)
    if (!answer.document || !answer.html) {
      result.problems.push('answers no HTML')
      return result
    }
    result.problems.push(...checkPage(answer.document).problems)
    const file = fileOfPage(page)
    pageOfFile.set(file, page)
    fs.writeFileSync(path.join(folder, file), answer.html)
    return result
  }

  const sitemapSet = new Set(sitemapPages)
  for (const page of contentPages) {
    const answer = await get(page)
    // An alias the build prerendered that now redirects (a page of another path stands for it)
    // is that page's business; sitemap pages must answer themselves.
    if (!sitemapSet.has(page) && answer.finalPath !== page) {
      skipped.push(`${page} → ${answer.finalPath}`)
      continue
    }
    inspect(page, answer, 200)
  }
  for (const item of unreached) {
    results
      .get(item.path)
      ?.problems.push(
        item.clicks === null
          ? `not reached from / by following server-HTML links`
          : `${item.clicks} clicks from / (at most ${MAX_CLICKS})`,
      )
  }
  for (const page of NOT_FOUND_PATHS) inspect(page, await get(page), 404)

  // 3. The Nu HTML Checker, once over every page.
  const vnuStartedAt = Date.now()
  const vnu: VnuReport = parseVnuOutput(
    await runVnu(java, folder),
    (file) => pageOfFile.get(file) ?? file,
  )
  for (const error of vnu.errors) {
    const result = results.get(error.page)
    const line = `HTML error: ${formatVnuMessage(error)}`
    if (result) result.problems.push(line)
    else results.set(error.page, { path: error.page, problems: [line] })
  }
  console.info(
    `Nu HTML Checker on ${pageOfFile.size} pages in ${seconds(vnuStartedAt)} s: ${vnu.errors.length} errors, ${vnu.warnings.length} warnings, ${vnu.infos} notes`,
  )
  for (const warning of vnu.warnings) console.info(`  warning: ${formatVnuMessage(warning)}`)

  // The verdict.
  const notFound = new Set<string>(NOT_FOUND_PATHS)
  const groups = [
    {
      title: 'Pages (the sitemap and every prerendered page)',
      pages: [...results.values()].filter((r) => !notFound.has(r.path)),
    },
    {
      title: 'Not-found pages (404 with the whole screen in the server HTML)',
      pages: [...results.values()].filter((r) => notFound.has(r.path)),
    },
  ]
  let passed = 0
  let failed = 0
  for (const group of groups) {
    const failing = group.pages.filter((result) => result.problems.length > 0)
    passed += group.pages.length - failing.length
    failed += failing.length
    console.info(
      `\n${group.title}: ${group.pages.length - failing.length} of ${group.pages.length} pass`,
    )
    for (const result of failing) {
      console.error(`  ✗ ${result.path}`)
      for (const problem of result.problems) console.error(`      - ${problem}`)
    }
  }
  if (skipped.length > 0)
    console.info(
      `\nPrerendered aliases that redirect (not checked on their own): ${skipped.join(', ')}`,
    )
  console.info(`\nBroken internal links: ${crawled.broken.length}`)
  for (const link of crawled.broken) {
    console.error(
      `  ✗ ${link.path}: ${link.status}, linked from ${link.linkedFrom.join(', ') || '(nowhere)'}`,
    )
  }
  failed += crawled.broken.length

  console.info(
    `\nconformance: ${passed} passed, ${failed} failed in ${seconds(checkStartedAt)} s of checking (${seconds()} s in all)`,
  )
  if (reportFile) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true })
    fs.writeFileSync(reportFile, `${JSON.stringify({ passed, failed, skipped: 0 })}\n`)
  }
  return failed === 0
}

let ok = false
try {
  ok = await main()
} catch (error) {
  if (!(error instanceof Interrupted)) {
    console.error(error instanceof Error ? error.message : error)
  }
} finally {
  await cleanup.runAll()
}
process.exit(interrupted ? 130 : ok ? 0 : 1)
