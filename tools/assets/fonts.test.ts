import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BASIC_RANGES,
  FONT_FILES,
  copyFiles,
  extendedRanges,
  formatUnicodeRange,
  inRanges,
  latinUnicodeRange,
  parseUnicodeRange,
} from './fonts'

const root = path.join(import.meta.dirname, '..', '..')
const fontsModule = fs.readFileSync(path.join(root, 'src', 'app', 'fonts.ts'), 'utf8')

describe('the Inter faces', () => {
  it('reads and writes unicode ranges as CSS does', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131,U+2000-206F')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ])
    expect(
      formatUnicodeRange([
        [0x41, 0x5a],
        [0xa9, 0xa9],
      ]),
    ).toBe('U+0041-005A,U+00A9')
  })

  it('splits the Latin subset into two faces that do not overlap', () => {
    const extended = extendedRanges(latinUnicodeRange())
    for (const [start, end] of extended) {
      for (let code = start; code <= end; code++) expect(inRanges(code, BASIC_RANGES)).toBe(false)
    }
    expect(inRanges(0xe9, extended)).toBe(true) // é
    expect(inRanges(0x41, extended)).toBe(false)
  })

  it('declares in src/app/fonts.ts exactly the ranges the faces were cut to', () => {
    expect(fontsModule).toContain(`value:\n        '${formatUnicodeRange(BASIC_RANGES)}',`)
    expect(fontsModule).toContain(
      `value:\n        '${formatUnicodeRange(extendedRanges(latinUnicodeRange()))}',`,
    )
  })

  it('ships both faces, the preloaded one small', () => {
    expect(fs.statSync(FONT_FILES.basic).size).toBeLessThan(26 * 1024)
    expect(fs.statSync(FONT_FILES.extended).size).toBeGreaterThan(0)
  })

  it('covers every character of the site copy with the basic face, so no page needs the other', () => {
    // Arrows are not in Inter's Latin subset: they come from the fallback font, as before.
    const fromFallback = new Set([0x2190, 0x2192])
    const missing = new Map<string, string>()
    for (const file of copyFiles()) {
      for (const character of fs.readFileSync(file, 'utf8')) {
        const code = character.codePointAt(0)!
        if (code < 0x80 || fromFallback.has(code) || inRanges(code, BASIC_RANGES)) continue
        missing.set(character, path.relative(root, file))
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
