import fs from 'node:fs'
import path from 'node:path'
import { LOADER_PREFIX } from '../../server/scripts-after-paint.mjs'
import { firstLoadScripts, htmlFiles, staticFileOf } from './first-load'
import { PRECOMPRESS_MIN_BYTES } from './precompress'

// V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
// function compiled eagerly, on the background thread that already parses the script while it
// downloads. Without it V8 compiles each function lazily, on the main thread, the first time it
// runs, and the framework's functions all run at start-up: React's and Next.js's bootstrap then
// blocks the main thread for 40–60 ms on a two-core machine (about 150 ms under Lighthouse's 4×
// CPU throttling). The hint goes on the scripts every prerendered page loads, not on chunks that
// load on first use (decision 014). Other engines read it as a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Whether a first-load script gets the hint: all but the after-paint loader (decision 056), whose
 * few functions run once, after the paint. Compiling its 0.8 KB lazily costs nothing, and the
 * hint's 30 bytes would be on every prerendered page's first load.
 */
export function getsCompileHint(src: string): boolean {
  return !path.posix.basename(src).startsWith(`${LOADER_PREFIX}.`)
}

/** Whether a script already carries the hint. */
export function hasCompileHint(source: string): boolean {
  return source.startsWith(COMPILE_HINT)
}

/** Every script some prerendered page of the build loads on first paint. */
export function scriptsLoadedByPages(distDir: string): string[] {
  const sources = new Set<string>()
  for (const file of htmlFiles(path.join(distDir, 'server', 'app'))) {
    for (const src of firstLoadScripts(fs.readFileSync(file, 'utf8'))) sources.add(src)
  }
  return [...sources].sort()
}

/** Puts the compile hint at the top of every first-load script of the build, once. */
export function addCompileHints(distDir: string): { marked: number; total: number } {
  const sources = scriptsLoadedByPages(distDir).filter(getsCompileHint)
  let marked = 0
  for (const src of sources) {
    const file = staticFileOf(distDir, src)
    const source = fs.readFileSync(file, 'utf8')
    if (hasCompileHint(source)) continue
    fs.writeFileSync(file, COMPILE_HINT + source)
    marked++
  }
  return { marked, total: sources.length }
}

/**
 * What the build's finishing steps left undone for the given scripts, one problem per script: no
 * compile hint (addCompileHints did not run) or, for a script big enough to be worth it, no
 * Brotli copy (precompressFolder did not run).
 */
export function unfinishedScripts(
  sources: Iterable<string>,
  fileOf: (src: string) => string,
): string[] {
  const problems: string[] = []
  for (const src of new Set(sources)) {
    const file = fileOf(src)
    if (getsCompileHint(src) && !hasCompileHint(fs.readFileSync(file, 'utf8')))
      problems.push(`${src} has no compile hint (the build's finishing step did not run)`)
    if (fs.statSync(file).size >= PRECOMPRESS_MIN_BYTES && !fs.existsSync(`${file}.br`))
      problems.push(`${src} has no precompressed copy (${path.basename(file)}.br)`)
  }
  return problems
}
