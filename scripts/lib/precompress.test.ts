import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressFolder } from './precompress'

const require = createRequire(import.meta.url)
let dir: string
const write = (relative: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
  fs.writeFileSync(path.join(dir, relative), content)
}
const exists = (relative: string) => fs.existsSync(path.join(dir, relative))

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'))
})

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('precompressFolder', () => {
  it('writes Brotli and gzip copies of compressible files that decode to the original', async () => {
    // Real minified-library text compresses as our chunks do.
    const react = path.dirname(require.resolve('react/package.json'))
    const script = fs.readFileSync(path.join(react, 'cjs', 'react.production.js'), 'utf8')
    write('chunks/app.js', script)
    write('chunks/site.css', '.card { padding: 1rem; margin: 0 auto; }\n'.repeat(60))
    write(
      'media/logo.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10"/>'.repeat(80)}</svg>`,
    )

    const result = await precompressFolder(dir)

    expect(result.files).toBe(3)
    expect(result.brotliBytes).toBeLessThan(result.bytes / 3)
    const br = fs.readFileSync(path.join(dir, 'chunks/app.js.br'))
    const gz = fs.readFileSync(path.join(dir, 'chunks/app.js.gz'))
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script)
    expect(zlib.gunzipSync(gz).toString()).toBe(script)
    // Quality 11 beats the quality an on-the-fly compressor uses.
    const fast = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    })
    expect(br.length).toBeLessThanOrEqual(fast.length)
    expect(exists('chunks/site.css.br') && exists('media/logo.svg.gz')).toBe(true)
  })

  it('leaves small files, compressed formats and incompressible content alone', async () => {
    write('chunks/tiny.js', 'self.a=1')
    write('media/font.woff2', crypto.randomBytes(4096))
    write('chunks/random.js', crypto.randomBytes(4096))

    const result = await precompressFolder(dir)

    expect(result.files).toBe(1)
    expect(exists('chunks/tiny.js.br')).toBe(false)
    expect(exists('media/font.woff2.br')).toBe(false)
    expect(exists('chunks/random.js.br')).toBe(false)
    expect(exists('chunks/random.js.gz')).toBe(false)
  })
})
