import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { prerenderedRoutes } from '../../server/prerendered-pages.mjs'
import { projectRoot } from './run'

// A prerendered page's framework scripts start once its first frame is on screen (decision 056).
// Next.js writes them into the head as `async` tags (and the bootstrap as a script preload), so
// each runs as soon as it arrives, and on a fast connection that is before the first paint. This
// step, run on the build's output before anything reads the pages, replaces those tags with one
// small script that adds them after the first contentful paint (src/browser/start-after-paint.js).

/** The loader's source in the repository. */
export const LOADER_SOURCE = path.join(projectRoot, 'src', 'browser', 'start-after-paint.js')

const asyncScriptTag = /<script src="(\/_next\/static\/[\w./-]{1,200}\.js)" async=""><\/script>/g
const scriptPreloadTag =
  /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[\w./-]{1,200}\.js)"\/>/g
const loaderTag = /<script src="[^"]{1,200}" async="" data-scripts="/

/**
 * The loader as served: without its leading comment (for the repository's readers) and its
 * indentation. It is on every prerendered page's way to interactivity, so each byte counts.
 */
export function loaderForBrowsers(source: string): string {
  const code = source.startsWith('/*') ? source.slice(source.indexOf('*/') + 2) : source
  return code.trimStart().replace(/^ {1,20}/gm, '')
}

/**
 * The page with its framework scripts started by the loader at `loaderSrc`: every `async` script
 * tag and script preload of `/_next/static` taken out and listed, once each, on the loader's tag,
 * which takes the first script tag's place in the head. Undefined when the page has no such
 * script tag or has been rewritten already.
 */
export function startScriptsAfterPaint(html: string, loaderSrc: string): string | undefined {
  if (loaderTag.test(html)) return undefined
  const sources = new Set<string>()
  let placed = false
  const rewritten = html
    .replace(scriptPreloadTag, (_tag, src: string) => {
      sources.add(src)
      return ''
    })
    .replace(asyncScriptTag, (_tag, src: string) => {
      sources.add(src)
      if (placed) return ''
      placed = true
      return LOADER_PLACE
    })
  if (!placed) return undefined
  const loader = `<script src="${loaderSrc}" async="" data-scripts="${[...sources].join(' ')}"></script>`
  return rewritten.replace(LOADER_PLACE, loader)
}

/** Where the loader goes, while the list is still being gathered (no page contains it). */
const LOADER_PLACE = '\u0000start-after-paint\u0000'

/** The loader's file under `.next/static`, named by its content like the build's own chunks. */
export function writeLoader(distDir: string): string {
  const content = loaderForBrowsers(fs.readFileSync(LOADER_SOURCE, 'utf8'))
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)
  const name = `start-after-paint.${hash}.js`
  fs.writeFileSync(path.join(distDir, 'static', 'chunks', name), content)
  return `/_next/static/chunks/${name}`
}

/**
 * Rewrites every page the build prerendered for good (the ones server/prerendered-pages.mjs sends
 * as files; a page Next.js renders again at run time keeps its own tags). Returns how many.
 */
export function startPagesScriptsAfterPaint(distDir: string): { pages: number; loader: string } {
  const loader = writeLoader(distDir)
  let pages = 0
  for (const route of prerenderedRoutes(distDir)) {
    const file = path.join(
      distDir,
      'server',
      'app',
      `${route === '/' ? 'index' : route.slice(1)}.html`,
    )
    const rewritten = startScriptsAfterPaint(fs.readFileSync(file, 'utf8'), loader)
    if (rewritten === undefined) continue
    fs.writeFileSync(file, rewritten)
    pages++
  }
  return { pages, loader }
}
