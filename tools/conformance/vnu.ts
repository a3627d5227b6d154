import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { z } from 'zod'

// The Nu HTML Checker (vnu.jar from the vnu-jar package) run with the machine's own Java. The
// package's launcher and postinstall download a JDK when they find none; neither is used (the
// postinstall is denied in package.json's allowScripts): the jar is run with `java -jar` here,
// and a missing Java is installed from Debian's packages, as Chromium is (scripts/lib/chromium.ts).

/** Debian's Java; JAVA points elsewhere when a machine keeps it somewhere else. */
export const JAVA_PATH = process.env.JAVA ?? '/usr/bin/java'
const JAVA_PACKAGE = 'default-jre-headless'

/** The checker's jar inside the installed package. */
export function vnuJarPath(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
}

/** The major version `java -version` reports (8 for "1.8.0", 17 for "17.0.15"), or null. */
export function javaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput)
  if (!match) return null
  const major = Number(match[1])
  return major === 1 && match[2] ? Number(match[2]) : major
}

/** The checker needs Java 11 or newer. */
export const MIN_JAVA = 11

/**
 * Makes sure a Java runtime the checker can use is there: as root, Debian's headless JRE is
 * installed when it is missing; otherwise the message says what to run.
 */
export function ensureJava(): string {
  const version = () => {
    const result = spawnSync(JAVA_PATH, ['-version'], { encoding: 'utf8' })
    return result.error ? null : javaMajorVersion(`${result.stderr}${result.stdout}`)
  }
  let major = fs.existsSync(JAVA_PATH) ? version() : null
  if (major === null && process.getuid?.() === 0) {
    console.info(`Java is missing; installing Debian's ${JAVA_PACKAGE}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', JAVA_PACKAGE], {
      stdio: 'inherit',
      env,
    })
    major = version()
  }
  if (major === null) {
    throw new Error(
      `Java was not found at ${JAVA_PATH}. Install it with: sudo sh -c 'apt-get update && apt-get install -y ${JAVA_PACKAGE}'`,
    )
  }
  if (major < MIN_JAVA) {
    throw new Error(
      `The Nu HTML Checker needs Java ${MIN_JAVA} or newer; ${JAVA_PATH} is ${major}.`,
    )
  }
  return JAVA_PATH
}

/** The arguments that check every file of a folder in one run and print JSON on stdout. */
export function vnuArguments(jar: string, folder: string): string[] {
  return [
    // The checker's schema evaluation recurses deeply: it asks for at least 512 KB of stack.
    '-Xss4m',
    // The quick first JIT tier only: a short run over a few dozen pages takes about half as long.
    '-XX:TieredStopAtLevel=1',
    '-jar',
    jar,
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    '--skip-non-html',
    folder,
  ]
}

const MessageSchema = z.object({
  type: z.enum(['error', 'info', 'non-document-error']),
  subType: z.string().optional(),
  url: z.string().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  lastColumn: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
})
const OutputSchema = z.object({ messages: z.array(MessageSchema) })

export type VnuMessage = {
  /** The page the file was fetched from. */
  page: string
  line?: number
  column?: number
  message: string
  extract?: string
}

export type VnuReport = {
  errors: VnuMessage[]
  warnings: VnuMessage[]
  /** Messages of no consequence (the checker's "info" without a subtype), counted only. */
  infos: number
}

/**
 * What the checker reports though the HTML standard allows it: `blocking="render"` on
 * `<link rel="expect">` (the standard allows `blocking` on a link whose rel is stylesheet or
 * expect; vnu 26.9 knows only stylesheet). Matched on the message and the element's own text,
 * so the same message about any other link still fails.
 */
function isKnownCheckerGap(entry: { message: string; extract?: string }): boolean {
  return (
    entry.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    /<link rel="expect" href="#[\w-]{1,40}" blocking="render"\/?>/.test(entry.extract ?? '')
  )
}

/**
 * Sorts the checker's JSON output into errors (including "non-document-error": a file it could
 * not read) and warnings, naming each file by the page it holds.
 */
export function parseVnuOutput(
  text: string,
  /** The page each checked file holds, keyed by the file's name. */
  pageOfFile: (fileName: string) => string,
): VnuReport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`The Nu HTML Checker wrote no JSON: ${text.slice(0, 300)}`)
  }
  const parsed = OutputSchema.safeParse(json)
  if (!parsed.success) {
    throw new Error(`The Nu HTML Checker's output has an unexpected shape: ${parsed.error.message}`)
  }
  const report: VnuReport = { errors: [], warnings: [], infos: 0 }
  for (const entry of parsed.data.messages) {
    if (isKnownCheckerGap(entry)) continue
    const file = entry.url ? path.basename(decodeURIComponent(new URL(entry.url).pathname)) : ''
    const message: VnuMessage = {
      page: file ? pageOfFile(file) : '(the checker)',
      line: entry.lastLine,
      column: entry.firstColumn ?? entry.lastColumn,
      message: entry.message,
      extract: entry.extract,
    }
    if (entry.type !== 'info') report.errors.push(message)
    else if (entry.subType === 'warning') report.warnings.push(message)
    else report.infos += 1
  }
  return report
}

/** One line per message: `/path:line:column message`. */
export function formatVnuMessage(message: VnuMessage): string {
  const where = message.line ? `:${message.line}:${message.column ?? 0}` : ''
  const extract = message.extract ? `\n      ${JSON.stringify(message.extract)}` : ''
  return `${message.page}${where} ${message.message}${extract}`
}

/** A file name for a page's HTML that the checker's output names back ('/a/b' → 'a~b.html'). */
export function fileOfPage(page: string): string {
  const name = page === '/' ? 'index' : page.replace(/^\//, '').replace(/[^A-Za-z0-9._-]/g, '~')
  return `${name}.html`
}
