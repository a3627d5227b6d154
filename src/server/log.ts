import 'server-only'
import { maskEmails } from '../../server/mask-emails.mjs'

type Value = string | number | boolean | null
/**
 * Ids, counts, durations, short facts. A caught error may be passed as it is (`{ error }`): it
 * is written as text (errorText), as is anything else that is not a string, number or boolean,
 * so no object is ever dumped into the log. Undefined fields are left out.
 */
type Fields = Record<string, unknown>

export type Level = 'info' | 'warn' | 'error'

// A safety net, not the rule: call sites log ids and facts, never addresses. A third-party
// message (a database driver's, an auth library's) may still quote one; maskEmails (one scan for
// this log and the access log) replaces it.
export { maskEmails }

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
