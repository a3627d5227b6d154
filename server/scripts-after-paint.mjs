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
// the loader add them.
//
// The RSC payload, which Next.js inlines at the end of the body, is taken out too when the app has
// registered its store (decision 060): the page is held until it ends, its payload kept in the
// database under its content's hash, and the loader told where it is, as on a prerendered page
// (decision 057). A page is the same for every visitor of one version of it but for the request's
// nonce, which Next.js writes into the payload's hints too: the payload is kept without it (a
// script that a trusted script adds needs none under 'strict-dynamic').

/** The loader's file name starts with this (scripts/lib/start-after-paint.ts writes it). */
export const LOADER_PREFIX = 'start-after-paint'
/** The loader's file name: the prefix, then 16 hex digits of its content's hash. */
const LOADER_FILE = new RegExp(`^${LOADER_PREFIX}\\.[0-9a-f]{16}\\.js$`)

/** The head is held until it ends; a page whose head is larger than this is left as it is. */
const MAX_HEAD_CHARS = 256 * 1024
/** A tag or script element cut by a chunk's end is held for the next one, up to this long. */
const MAX_HELD_TAG_CHARS = 1024
/** A page held to take its payload out streams as it comes, payload and all, past this. */
const MAX_HELD_PAGE_CHARS = 4 * 1024 * 1024
/**
 * The pages whose payload is kept: a site page's own address, without a query. What a query, a
 * cookie or an address spelled another way could make a page show (a token, a visitor's own
 * bookings, a row per made-up address) never reaches the table; those pages keep it inline.
 */
const PUBLIC_PAGE_PATH = /^\/[a-z0-9/-]{0,200}$/

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

/**
 * Next.js's inline payload on a page rendered per request: its bootstrap,
 * `(self.__next_f=self.__next_f||[]).push([0])`, and each `self.__next_f.push([1,"…"])`, under the
 * request's nonce. Next.js escapes `<` in the data, so none of them holds one: the match is one
 * pass from each `<script nonce=` to the next `<`.
 */
const inlinePayloadScript = new RegExp(
  `<script nonce="(${NONCE})">((?:\\(self\\.__next_f=self\\.__next_f\\|\\|\\[\\]\\)|self\\.__next_f)\\.push\\([^<]*\\))<\\/script>`,
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
 * @param {() => string} [attributes] the loader's other attributes (its payload's address)
 */
export function scriptsAfterPaintRewriter(loaderSrc, attributes) {
  /** 'head' until `</head>`, then 'body' while a listed script's tag may still come. */
  let state = 'head'
  let held = ''
  /** The scripts the loader lists: their tags further down are dropped too. */
  let sources = new Set()

  function rewriteHead(head) {
    const started = loaderInPlaceOfScripts(head, loaderSrc, attributes)
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
 * `html` without Next.js's inline payload, and the payload as one script (its pieces in document
 * order), with the request's nonce taken out of it; undefined when the page has none (a
 * prerendered page, whose payload the build made a file).
 *
 * @param {string} html
 * @returns {{ html: string, script: string } | undefined}
 */
export function takeOutInlinePayload(html) {
  /** @type {string[]} */
  const pieces = []
  let nonce = ''
  const rest = html.replace(inlinePayloadScript, (_tag, scriptNonce, code) => {
    nonce ||= scriptNonce
    pieces.push(code)
    return ''
  })
  if (pieces.length === 0) return undefined
  // Base64 never appears by chance in this length: what matches is the nonce Next.js wrote.
  return { html: rest, script: pieces.join(';\n').split(nonce).join('') }
}

/**
 * The whole page, rewritten: its payload kept by `store` and named on the loader, its scripts
 * started after the paint. Should the store fail, the page keeps its payload inline.
 *
 * @param {string} html
 * @param {string} loaderSrc
 * @param {import('./page-payload-store.mjs').PagePayloadStore} store
 * @param {(error: unknown) => void} onStoreError
 * @returns {Promise<string>}
 */
export async function rewriteHeldPage(html, loaderSrc, store, onStoreError) {
  const rewriteAll = (text, attributes) => {
    const rewriter = scriptsAfterPaintRewriter(loaderSrc, attributes)
    return rewriter.push(text) + rewriter.end()
  }
  const taken = takeOutInlinePayload(html)
  if (!taken) return rewriteAll(html)
  let address
  try {
    address = await store.save(taken.script)
  } catch (error) {
    onStoreError(error)
    return rewriteAll(html)
  }
  const rewritten = rewriteAll(taken.html, () => ` data-payload="${address}"`)
  // No loader placed (Next.js's tags changed): the payload goes back where it was.
  return rewritten.includes(` data-payload="${address}"`) ? rewritten : rewriteAll(html)
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
 * request to Next.js, after the compressor is in place, so the compressor gets the new text). With
 * a payload store, the page is held until it ends and its payload taken out (decision 060).
 *
 * @param {string} loaderSrc
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ payloadStore?: import('./page-payload-store.mjs').PagePayloadStore,
 *   onStoreError?: (error: unknown) => void }} [options]
 */
export function startScriptsAfterPaint(loaderSrc, request, response, options = {}) {
  const url = request.url ?? '/'
  // Route handlers answer `/api`: no page of Next.js's there, so no wrapping of their answers.
  if (request.method !== 'GET' || url.startsWith('/api/') || isStaffConsole(url)) return
  const { onStoreError = () => {} } = options
  const payloadStore =
    PUBLIC_PAGE_PATH.test(url) && request.headers.cookie === undefined
      ? options.payloadStore
      : undefined
  /** @type {ReturnType<typeof scriptsAfterPaintRewriter> | undefined} */
  let rewriter
  /** The page so far while it is held for its payload; undefined once it streams. */
  let held
  const decoder = new StringDecoder('utf8')
  onHeaders(response, function decide() {
    if (!/^\s*text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))) return
    rewriter = scriptsAfterPaintRewriter(loaderSrc)
    // Only a page as every visitor gets it: not a 404 of a made-up address, nor a redirect.
    if (payloadStore && this.statusCode === 200) held = ''
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
    const piece = text(chunk, typeof encoding === 'string' ? encoding : undefined)
    let out
    if (held === undefined) {
      out = rewriter.push(piece)
    } else if (held.length + piece.length <= MAX_HELD_PAGE_CHARS) {
      held += piece
      out = ''
    } else {
      // Too large to hold: it streams as it comes, its payload inline.
      out = rewriter.push(held + piece)
      held = undefined
    }
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
      (chunk === undefined || chunk === null || typeof chunk === 'function'
        ? ''
        : text(chunk, typeof encoding === 'string' ? encoding : undefined)) + decoder.end()
    if (held === undefined || !payloadStore) {
      return end.call(this, rewriter.push(last) + rewriter.end(), 'utf8', done)
    }
    const page = held + last
    held = undefined
    rewriteHeldPage(page, loaderSrc, payloadStore, onStoreError).then(
      (html) => end.call(this, html, 'utf8', done),
      (error) => {
        onStoreError(error)
        end.call(this, rewriter.push(page) + rewriter.end(), 'utf8', done)
      },
    )
    return this
  }
}
