import fs from 'node:fs'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import onHeaders from 'on-headers'

// A page rendered per request starts its framework scripts after its first paint too (decision
// 058), as the build makes every prerendered page do (decision 056, scripts/lib/start-after-paint.ts).
//
// Next.js writes the page's scripts into its head as `async` tags, each with the request's nonce,
// and the bootstrap once more, further down the body. As the answer streams out, this module puts
// the build's after-paint loader, with the same nonce, in place of the first script tag, lists the
// scripts on it and drops the other tags. The page's policy (a nonce and 'strict-dynamic') lets
// the loader add them. The RSC payload stays inline: it is made for this one request.

/** The loader's file name starts with this (scripts/lib/start-after-paint.ts writes it). */
export const LOADER_PREFIX = 'start-after-paint'
/** The loader's file name: the prefix, then 16 hex digits of its content's hash. */
const LOADER_FILE = new RegExp(`^${LOADER_PREFIX}\\.[0-9a-f]{16}\\.js$`)

/** The head is held until it ends; a page whose head is larger than this is left as it is. */
const MAX_HEAD_CHARS = 256 * 1024
/** A tag or script element cut by a chunk's end is held for the next one, up to this long. */
const MAX_HELD_TAG_CHARS = 1024

const NONCE = '[\\w+/=-]{1,200}'
const SCRIPT_SRC = '(\\/_next\\/static\\/[\\w./-]{1,200}\\.js)'
/**
 * Next.js's script tag: on a page rendered per request with the request's nonce, before or after
 * `async`; on a prerendered page without one.
 */
const asyncScriptTag = new RegExp(
  `<script src="${SCRIPT_SRC}"(?: async=""(?: nonce="(${NONCE})")?| nonce="(${NONCE})" async="")><\\/script>`,
  'g',
)
/** Next.js's preload of the bootstrap, whose tag comes later, in the body. */
const scriptPreloadTag = new RegExp(
  `<link rel="preload" as="script"(?: fetchPriority="low")?(?: nonce="${NONCE}")? href="${SCRIPT_SRC}"\\/>`,
  'g',
)

/** Where the loader goes while the list is still being gathered (no page contains it). */
const LOADER_PLACE = '\u0000start-after-paint\u0000'

/**
 * `html` with the loader at `loaderSrc` in place of the first of Next.js's script tags (with that
 * tag's nonce, if it had one): every script tag and script preload of `/_next/static` taken out
 * and listed on the loader once each, the bootstrap first. `attributes` gives the loader's other
 * attributes, asked only when there is a loader to place. Undefined when `html` has no such tag.
 * The build rewrites prerendered pages with it (scripts/lib/start-after-paint.ts), the server the
 * head of a page rendered per request.
 *
 * @param {string} html
 * @param {string} loaderSrc
 * @param {() => string} [attributes]
 * @returns {{ html: string, sources: Set<string> } | undefined}
 */
export function loaderInPlaceOfScripts(html, loaderSrc, attributes = () => '') {
  /** @type {Set<string>} */
  const sources = new Set()
  let nonce
  let placed = false
  const rewritten = html
    .replace(scriptPreloadTag, (_tag, src) => {
      sources.add(src)
      return ''
    })
    .replace(asyncScriptTag, (_tag, src, nonceAfterAsync, nonceBeforeAsync) => {
      sources.add(src)
      if (placed) return ''
      placed = true
      nonce = nonceAfterAsync ?? nonceBeforeAsync
      return LOADER_PLACE
    })
  if (!placed) return undefined
  const loader =
    `<script src="${loaderSrc}" async=""${nonce ? ` nonce="${nonce}"` : ''}` +
    ` data-scripts="${[...sources].join(' ')}"${attributes()}></script>`
  return { html: rewritten.replace(LOADER_PLACE, loader), sources }
}

/**
 * The loader's address under `/_next/static`, or undefined when the build wrote none.
 *
 * @param {string} distDir the build's `.next` folder
 * @returns {string | undefined}
 */
export function findLoader(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks')
  if (!fs.existsSync(chunks)) return undefined
  const name = fs.readdirSync(chunks).find((file) => LOADER_FILE.test(file))
  return name ? `/_next/static/chunks/${name}` : undefined
}

/**
 * Rewrites one HTML answer as it streams: `push` each piece of text in order and send what it
 * returns, then send what `end` returns. A page without Next.js's script tags in its head (a
 * prerendered one, already rewritten at build) comes out as it went in.
 *
 * @param {string} loaderSrc
 */
export function scriptsAfterPaintRewriter(loaderSrc) {
  /** 'head' until `</head>`, then 'body' while a listed script's tag may still come. */
  let state = 'head'
  let held = ''
  /** The scripts the loader lists: their tags further down are dropped too. */
  let sources = new Set()

  function rewriteHead(head) {
    const started = loaderInPlaceOfScripts(head, loaderSrc)
    if (!started) {
      state = 'through'
      return head
    }
    sources = started.sources
    return started.html
  }

  function rewriteBody(text) {
    return text.replace(asyncScriptTag, (tag, src) => (sources.has(src) ? '' : tag))
  }

  /**
   * Splits off what the chunk's end may have cut in two (a tag, or a script element up to its
   * `</script>`), to be finished by the next chunk.
   */
  function holdCutTag(text) {
    let from = text.length
    const open = text.lastIndexOf('<')
    if (open !== -1 && text.indexOf('>', open) === -1) from = open
    const script = text.lastIndexOf('<script', from)
    if (script !== -1 && text.indexOf('</script>', script) === -1) from = script
    if (text.length - from > MAX_HELD_TAG_CHARS) return [text, '']
    return [text.slice(0, from), text.slice(from)]
  }

  return {
    /** @param {string} text */
    push(text) {
      if (state === 'through') return text
      held += text
      if (state === 'head') {
        const headEnd = held.indexOf('</head>')
        if (headEnd === -1) {
          if (held.length <= MAX_HEAD_CHARS) return ''
          state = 'through'
          const all = held
          held = ''
          return all
        }
        const head = rewriteHead(held.slice(0, headEnd))
        const rest = held.slice(headEnd)
        held = ''
        if (state === 'through') return head + rest
        state = 'body'
        return head + this.push(rest)
      }
      const [ready, cut] = holdCutTag(held)
      held = cut
      return rewriteBody(ready)
    },
    /** What is still held, once the answer has ended. */
    end() {
      const rest = held
      held = ''
      return state === 'body' ? rewriteBody(rest) : rest
    },
  }
}

/**
 * The staff console keeps Next.js's own tags: it is no public page (no budget measures it), its
 * members reach it signed in, and its tests drive it right after redirects, where React already
 * running before the first frame is what they were written against.
 */
function isStaffConsole(url) {
  const pathname = url.split('?')[0]
  return pathname === '/staff' || pathname.startsWith('/staff/')
}

/**
 * Rewrites the answer to `request` if it turns out to be an HTML page (call before handing the
 * request to Next.js, after the compressor is in place, so the compressor gets the new text).
 *
 * @param {string} loaderSrc
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function startScriptsAfterPaint(loaderSrc, request, response) {
  const url = request.url ?? '/'
  // Route handlers answer `/api`: no page of Next.js's there, so no wrapping of their answers.
  if (request.method !== 'GET' || url.startsWith('/api/') || isStaffConsole(url)) return
  /** @type {ReturnType<typeof scriptsAfterPaintRewriter> | undefined} */
  let rewriter
  const decoder = new StringDecoder('utf8')
  onHeaders(response, function decide() {
    if (!/^\s*text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))) return
    rewriter = scriptsAfterPaintRewriter(loaderSrc)
    // The text changes length: the answer goes out chunked (or compressed).
    this.removeHeader('content-length')
  })
  const { write, end } = response
  const text = (chunk, encoding) =>
    typeof chunk === 'string' ? decoder.write(Buffer.from(chunk, encoding)) : decoder.write(chunk)
  response.write = function writeRewritten(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!rewriter || chunk === undefined || chunk === null) {
      return write.call(this, chunk, encoding, callback)
    }
    const done = typeof encoding === 'function' ? encoding : callback
    const out = rewriter.push(text(chunk, typeof encoding === 'string' ? encoding : undefined))
    if (out === '') {
      if (done) process.nextTick(done)
      return true
    }
    return write.call(this, out, 'utf8', done)
  }
  response.end = function endRewritten(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!rewriter) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    const last =
      chunk === undefined || chunk === null || typeof chunk === 'function'
        ? ''
        : rewriter.push(text(chunk, typeof encoding === 'string' ? encoding : undefined))
    return end.call(this, last + rewriter.push(decoder.end()) + rewriter.end(), 'utf8', done)
  }
}
