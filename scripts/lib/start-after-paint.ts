import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { baseOf, prerenderedRoutes } from '../../server/prerendered-pages.mjs'
import { LOADER_PREFIX, loaderInPlaceOfScripts } from '../../server/scripts-after-paint.mjs'
import { projectRoot } from './run'

// A prerendered page's framework scripts start once its first frame is on screen (decision 056).
// Next.js writes them into the head as `async` tags (and the bootstrap as a script preload), so
// each runs as soon as it arrives, and on a fast connection that is before the first paint. This
// step, run on the build's output before anything reads the pages, replaces those tags with one
// small script that adds them after the first contentful paint (src/browser/start-after-paint.js).
//
// The page's RSC payload goes the same way (decision 057). Next.js inlines it at the end of the
// body as `self.__next_f.push(…)` scripts: about half of each page's compressed HTML, needed only
// to hydrate, yet on the way to the first paint. Taken out into a file named by its content, the
// HTML of every key route fits TCP's first window, and the loader runs the payload just before
// the framework reads it.

/** The loader's source in the repository. */
export const LOADER_SOURCE = path.join(projectRoot, 'src', 'browser', 'start-after-paint.js')

const loaderTag = /<script src="[^"]{1,200}" async="" data-scripts="/
// Next.js's inline payload: its bootstrap, `(self.__next_f=self.__next_f||[]).push([0])`, and each
// `self.__next_f.push([1,"…"])`. It escapes `<` in the data, so none of them holds one.
const payloadScript =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([^<]*\))<\/script>/g

/**
 * The loader as served: minified by esbuild (its comments are for the repository's readers). It
 * is on every prerendered page's way to interactivity, so each byte counts.
 */
export function loaderForBrowsers(source: string): string {
  return transformSync(source, { minify: true, legalComments: 'none', target: 'es2017' }).code
}

/**
 * The page with its framework scripts started by the loader at `loaderSrc`: every `async` script
 * tag and script preload of `/_next/static` taken out and listed, once each, on the loader's tag,
 * which takes the first script tag's place in the head. The inline payload scripts are taken out
 * too, their code handed, in document order, to `payloadFile`, and the file it returns named on
 * the loader's tag. Undefined when the page has no such script tag or has been rewritten already.
 */
export function startScriptsAfterPaint(
  html: string,
  loaderSrc: string,
  payloadFile: (code: string) => string,
): string | undefined {
  if (loaderTag.test(html)) return undefined
  const payload: string[] = []
  const withoutPayload = html.replace(payloadScript, (_tag, code: string) => {
    payload.push(code)
    return ''
  })
  return loaderInPlaceOfScripts(withoutPayload, loaderSrc, () =>
    payload.length > 0 ? ` data-payload="${payloadFile(payload.join(';\n'))}"` : '',
  )?.html
}

/**
 * Writes a script under `.next/static/chunks`, named by its content like the build's own chunks
 * (so it is cached for good, and a page that changes gets a new name), and returns its source.
 */
export function writeNamedByContent(distDir: string, prefix: string, content: string): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16)
  const name = `${prefix}.${hash}.js`
  fs.writeFileSync(path.join(distDir, 'static', 'chunks', name), content)
  return `/_next/static/chunks/${name}`
}

/** The loader's file under `.next/static`. */
export function writeLoader(distDir: string): string {
  const content = loaderForBrowsers(fs.readFileSync(LOADER_SOURCE, 'utf8'))
  return writeNamedByContent(distDir, LOADER_PREFIX, content)
}

/**
 * Rewrites every page the build prerendered for good (the ones server/prerendered-pages.mjs sends
 * as files; a page Next.js renders again at run time keeps its own tags). Returns how many.
 */
export function startPagesScriptsAfterPaint(distDir: string): { pages: number; loader: string } {
  const loader = writeLoader(distDir)
  let pages = 0
  for (const route of prerenderedRoutes(distDir)) {
    const file = path.join(distDir, 'server', 'app', `${baseOf(route)}.html`)
    const rewritten = startScriptsAfterPaint(fs.readFileSync(file, 'utf8'), loader, (code) =>
      writeNamedByContent(distDir, 'page-payload', code),
    )
    if (rewritten === undefined) continue
    fs.writeFileSync(file, rewritten)
    pages++
  }
  return { pages, loader }
}
