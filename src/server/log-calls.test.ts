import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The server log holds no personal data and no message text (docs/operations.md): ids, counts,
// durations and short facts only. This reads every log call in src/ and fails on a field whose
// name says it holds a person's data or what they wrote, so such a field does not come back.

const SRC = path.resolve(import.meta.dirname, '..')

/** Field names that hold a person's data, what they wrote, or a secret they were sent. */
const PERSONAL = new Set([
  'email',
  'to',
  'from',
  'replyTo',
  'recipient',
  'name',
  'firstName',
  'lastName',
  'phone',
  'company',
  'message',
  'messages',
  'question',
  'questions',
  'answer',
  'text',
  'html',
  'subject',
  'body',
  'content',
  'links',
  'token',
  'password',
  'ip',
  'address',
  'client',
  'userAgent',
  'cookie',
  'headers',
  'query',
  'url',
  'path',
])

/** Where console is used directly, on purpose; everything else goes through src/server/log.ts. */
const CONSOLE_ALLOWED = new Set([
  // The JSON lines themselves.
  'server/log.ts',
  // A configuration error, printed for the person starting the server, before it exits.
  'server/boot.ts',
  // A build without its CSP hashes: a message for whoever deployed it.
  'proxy.ts',
])

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * The text between the bracket that ends each match of `start` and the one closing it, with
 * comments left out and string contents emptied (so neither can be mistaken for a field).
 */
function bracketed(source: string, start: RegExp): string[] {
  const found: string[] = []
  for (const match of source.matchAll(start)) {
    const open = match[0].at(-1)!
    const close = open === '(' ? ')' : '}'
    let depth = 1
    let text = ''
    let index = match.index + match[0].length
    for (; index < source.length; index++) {
      const char = source[index]!
      if (char === '"' || char === "'" || char === '`') {
        // Past the string, kept as an empty one; template placeholders are not looked into.
        for (index++; index < source.length && source[index] !== char; index++) {
          if (source[index] === '\\') index++
        }
        text += '""'
      } else if (source.startsWith('//', index)) {
        index = source.indexOf('\n', index)
        if (index < 0) break
        text += '\n'
      } else if (source.startsWith('/*', index)) {
        index = source.indexOf('*/', index) + 1
        if (index <= 0) break
      } else {
        if (char === open) depth++
        else if (char === close && --depth === 0) break
        text += char
      }
    }
    found.push(text)
  }
  return found
}

/** Log calls, and the field objects built for one beforehand (`const fields = { … }`). */
function logArguments(source: string): string[] {
  return [
    ...bracketed(source, /\blog\.(?:info|warn|error)\(/g),
    ...bracketed(source, /\bconst \w*[fF]ields\s*=\s*\{/g).map((body) => `{${body}}`),
  ]
}

/** The keys of the object literals in a call's arguments, `key: value` and shorthand `key`. */
function fieldNames(call: string): string[] {
  return [...call.matchAll(/[{,]\s*([A-Za-z_$][\w$]*)\s*(?=[:,}])/g)].map((match) => match[1]!)
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  source: fs.readFileSync(file, 'utf8'),
}))

describe('log calls in src/', () => {
  it('finds the calls it checks (the scan itself works)', () => {
    const calls = files.flatMap(({ source }) => logArguments(source))
    expect(calls.length).toBeGreaterThan(20)
    const sample = `log.warn('a: b', {\n  // why, to: someone\n  requestId, to: mail.to, ...rest })`
    expect(logArguments(sample).flatMap(fieldNames)).toEqual(['requestId', 'to'])
    const declared = `const fields = { id: mail.id, email: 'x' }\nlog.error('y', fields)`
    expect(logArguments(declared).flatMap(fieldNames)).toEqual(['id', 'email'])
  })

  it('log no field named for personal data, message text or a secret', () => {
    const offending = files.flatMap(({ name, source }) =>
      logArguments(source).flatMap((call) =>
        fieldNames(call)
          .filter((field) => PERSONAL.has(field))
          .map((field) => `${name}: ${field}`),
      ),
    )
    expect(offending).toEqual([])
  })

  it('use the console directly only where that is the point', () => {
    const direct = files
      .filter(({ source }) => /\bconsole\.(?:log|info|warn|error|debug)\(/.test(source))
      .map(({ name }) => name)
      .filter((name) => !CONSOLE_ALLOWED.has(name))
    expect(direct).toEqual([])
  })
})
