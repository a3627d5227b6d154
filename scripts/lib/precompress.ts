import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

// The build's static assets (`.next/static`: scripts, styles, SVGs) never change once built, so
// they are compressed once, at the build, as hard as the formats allow: Brotli at quality 11 and
// gzip at level 9. `server/serve.mjs` sends these files as they are (sirv) instead of compressing
// every response on the fly at the fast levels an on-the-fly compressor must use: the first-load
// scripts and stylesheet get about 14% smaller than at Brotli 4, and the server spends no CPU on
// them (decision 014).

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** File types worth compressing; fonts, images and video are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|xml|html)$/i
/**
 * What a prerendered page is made of under `.next/server/app`: its HTML and its RSC payloads
 * (the whole page's and each segment's), which server/prerendered-pages.mjs sends as they are
 * (decision 054). Not the server's own code beside them.
 */
export const PAGE_FILES = /\.(?:html|rsc)$/
/** Below this, the headers cost more than compression saves: such files are sent as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Brotli (quality 11) and gzip (level 9) encodings of one file's content. */
export async function encodings(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gz }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every file of at least 1 KB under `dir` whose name
 * matches `kinds`, each only where it is smaller than the original. Returns the original and
 * Brotli byte totals.
 */
export async function precompressFolder(
  dir: string,
  kinds: RegExp = COMPRESSIBLE,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const targets = filesUnder(dir).filter(
    (file) => kinds.test(file) && fs.statSync(file).size >= PRECOMPRESS_MIN_BYTES,
  )
  let bytes = 0
  let brotliBytes = 0
  // Two at a time: quality 11 is CPU-bound and the build machine may have two cores.
  for (let index = 0; index < targets.length; index += 2) {
    await Promise.all(
      targets.slice(index, index + 2).map(async (file) => {
        const content = fs.readFileSync(file)
        const { br, gz } = await encodings(content)
        bytes += content.length
        brotliBytes += Math.min(br.length, content.length)
        if (br.length < content.length) fs.writeFileSync(`${file}.br`, br)
        if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz)
      }),
    )
  }
  return { files: targets.length, bytes, brotliBytes }
}
