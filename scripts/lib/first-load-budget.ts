import fs from 'node:fs'
import path from 'node:path'
import { kilobytes, type RouteWeight } from './first-load'

/** First-load JavaScript of every content page, gzipped: at most 150 KB (the benchmark's too). */
export const MAX_FIRST_LOAD_JS_GZIP_BYTES = 150 * 1024

/**
 * Code that must load on first use, never with a page, each recognised by a string its bundle
 * keeps after minification. If a marker turns up in a page's first-load scripts, someone imported
 * the feature statically.
 */
export const LAZY_FEATURE_MARKERS = [
  { name: 'toasts (sonner)', marker: 'data-sonner-toaster' },
  { name: 'dialogs and drawers (Radix Dialog)', marker: 'DialogContent' },
  { name: 'site search (MiniSearch)', marker: 'MiniSearch' },
  { name: 'booking calendar (react-day-picker)', marker: 'rdp-' },
  { name: 'human check (ALTCHA)', marker: 'altcha' },
  // The launcher is on every page; its panel (conversation, replies, booking) loads on first use.
  { name: 'chat panel', marker: 'Example questions' },
  // The header's account button is on every page; its dialog, forms and menu load on first use,
  // and /auth's card right after the page (every account form and screen carries this label).
  { name: 'account forms (sign-in dialog, /auth card)', marker: 'Signing In...' },
  { name: 'account menu (Radix DropdownMenu)', marker: 'DropdownMenuContent' },
  // The staff console's code never reaches a public page, not even on use (decision 042): every
  // console screen that talks to the server names its endpoints.
  { name: 'staff console', marker: '/api/staff/', never: true },
  // The console's charts (uPlot, the analytics dashboard) name no endpoint; uPlot's root class does.
  { name: 'console charts (uPlot)', marker: '"uplot"', never: true },
  // Client components on content pages style with cva or plain strings (decision 012).
  { name: 'class merging (tailwind-merge, through cn())', marker: 'isThemeGetter' },
] as const

/**
 * Code no browser ever needs, on first load or later, each recognised by a string its bundle
 * keeps: zod's error messages in other languages come with its `z` namespace (src/lib/zod-api.ts)
 * and made every chunk with a form 276 KB larger (390 KB → 114 KB), the site speaking English only.
 */
export const UNSHIPPED_CODE_MARKERS = [
  { name: "zod's error messages in other languages", marker: 'Ungültige Eingabe' },
] as const

/** One problem per marker of UNSHIPPED_CODE_MARKERS found in a client script of the build. */
export function checkUnshippedCode(chunksDir: string): string[] {
  const scripts = fs.readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
  const problems: string[] = []
  for (const file of scripts.filter((name) => name.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(chunksDir, file), 'utf8')
    for (const { name, marker } of UNSHIPPED_CODE_MARKERS) {
      if (text.includes(marker))
        problems.push(`${name} in a client script (${file}); never ship it`)
    }
  }
  return problems
}

export type FirstLoadReport = { budgetBytes: number; passed: number; problems: string[] }

/**
 * One problem per page over budget and per lazy feature found in a page's first load. `fileOf`
 * maps a script's URL to its file in the build.
 */
export function checkFirstLoad(
  routes: readonly RouteWeight[],
  fileOf: (src: string) => string,
  budgetBytes = MAX_FIRST_LOAD_JS_GZIP_BYTES,
): FirstLoadReport {
  const problems: string[] = []
  const contents = new Map<string, string>()
  const read = (src: string) => {
    let text = contents.get(src)
    if (text === undefined) {
      text = fs.readFileSync(fileOf(src), 'utf8')
      contents.set(src, text)
    }
    return text
  }
  let passed = 0
  for (const route of routes) {
    const before = problems.length
    if (route.gzipBytes > budgetBytes) {
      problems.push(
        `${route.route}: ${kilobytes(route.gzipBytes)} of first-load JavaScript, budget ${kilobytes(budgetBytes)}`,
      )
    }
    for (const feature of LAZY_FEATURE_MARKERS) {
      const script = route.scripts.find((src) => read(src).includes(feature.marker))
      if (script) {
        const advice =
          'never' in feature ? 'it must never reach a public page' : 'load it on first use'
        problems.push(`${route.route}: ${feature.name} is in the first load (${script}); ${advice}`)
      }
    }
    if (problems.length === before) passed += 1
  }
  return { budgetBytes, passed, problems }
}
