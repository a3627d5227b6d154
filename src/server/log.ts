import 'server-only'

type Value = string | number | boolean | null
/**
 * Ids, counts, durations, short facts. A caught error may be passed as it is (`{ error }`): it
 * is written as text (errorText), as is anything else that is not a string, number or boolean,
 * so no object is ever dumped into the log. Undefined fields are left out.
 */
type Fields = Record<string, unknown>

export type Level = 'info' | 'warn' | 'error'

// A safety net, not the rule: call sites log ids and facts, never addresses. A third-party
// message (a database driver's, an auth library's) may still quote one.

/** Whether a character (by code) is one of JavaScript's `\s`. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

// What each ASCII character is to the scan: 1 can be in an address ([^\s@"'<>(),;:/]), 2 also a
// letter ([A-Za-z]), 4 a word character (\w).
const ADDRESS = 1
const LETTER = 2
const WORD = 4
const ASCII = new Uint8Array(128).map((_, code) => {
  const character = String.fromCharCode(code)
  const letter = /[A-Za-z]/.test(character)
  return (
    (isSpace(code) || `@"'<>(),;:/`.includes(character) ? 0 : ADDRESS) |
    (letter ? LETTER : 0) |
    (letter || /[\d_]/.test(character) ? WORD : 0)
  )
})
const classOf = (code: number) => (code < 128 ? ASCII[code]! : isSpace(code) ? 0 : ADDRESS)

/**
 * Every e-mail address in a text replaced by `<email>`: what the pattern
 * `/[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}\b/g` replaces, found by a scan that reads
 * each character a bounded number of times, where the pattern backtracked quadratically over a
 * long run without an address (5 s for one 65,000-character field, issue 25). From each `@`, the
 * run of address characters before it is the local part, and the domain ends after the last
 * `.` in the run after it that is followed by two or more letters and no digit or underscore.
 * server/access-log.mjs has the same scan (a test keeps the two equal).
 */
export function maskEmails(text: string): string {
  const parts: string[] = []
  let done = 0 // text before this index is settled
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', Math.max(at + 1, done))) {
    let start = at
    while (start > done && classOf(text.charCodeAt(start - 1)) & ADDRESS) start--
    if (start === at) continue
    let runEnd = at + 1
    while (runEnd < text.length && classOf(text.charCodeAt(runEnd)) & ADDRESS) runEnd++
    let end = -1
    // The last dot with a domain character before it whose letters end at a word boundary.
    for (let dot = runEnd - 1; dot > at + 1 && end < 0; dot--) {
      if (text.charCodeAt(dot) !== 0x2e) continue
      let letters = dot + 1
      while (letters < runEnd && classOf(text.charCodeAt(letters)) & LETTER) letters++
      const atBoundary = letters === text.length || !(classOf(text.charCodeAt(letters)) & WORD)
      if (letters - dot - 1 >= 2 && atBoundary) end = letters
    }
    if (end < 0) continue
    parts.push(text.slice(done, start), '<email>')
    done = end
  }
  if (done === 0) return text
  parts.push(text.slice(done))
  return parts.join('')
}

/**
 * An error as one line of text. Drizzle's query errors end in `params: …`, the values bound to
 * the statement (a visitor's name, address, message): cut off, with the database's own reason
 * (the cause) put in their place.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return maskEmails(String(error))
  const paramsAt = error.message.indexOf('\nparams:')
  let text = `${error.name}: ${paramsAt >= 0 ? error.message.slice(0, paramsAt) : error.message}`
  if (paramsAt >= 0 && error.cause instanceof Error) text += ` (cause: ${error.cause.message})`
  return maskEmails(text)
}

/** The call frames of a stack, without its first line (the message, already in `error`). */
function stackFrames(error: Error): string | undefined {
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim())
  return frames && frames.length > 0 ? frames.join('\n') : undefined
}

/**
 * The JSON line for one event: `time`, `level` and `msg` first, then the fields. An error field
 * becomes its text; at level error it also brings its stack frames (as `stack`), since an error
 * is what someone will have to debug, while a warning is an expected failure (a retry, a refusal).
 */
export function formatLine(level: Level, message: string, fields: Fields = {}): string {
  const entry: Record<string, Value> = {
    time: new Date().toISOString(),
    level,
    msg: maskEmails(message),
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in entry) continue
    if (typeof value === 'string') entry[key] = maskEmails(value)
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      entry[key] = value
    } else {
      entry[key] = errorText(value)
      const stack = level === 'error' && value instanceof Error ? stackFrames(value) : undefined
      if (stack && entry.stack === undefined) entry.stack = stack
    }
  }
  return JSON.stringify(entry)
}

/**
 * One JSON object per line (stdout for info, stderr for warnings and errors), so a log shipper or
 * `jq` reads fields instead of parsing text. Written through the console, so tests that watch
 * `console.error` (tests/support/fail-on-console-error.ts) still see every error.
 */
export const log = {
  info: (message: string, fields?: Fields) => console.info(formatLine('info', message, fields)),
  warn: (message: string, fields?: Fields) => console.warn(formatLine('warn', message, fields)),
  error: (message: string, fields?: Fields) => console.error(formatLine('error', message, fields)),
}
