import fs from 'node:fs'
import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import {
  BASIC_RANGES,
  FONT_FILES,
  SOURCE,
  WEIGHT_RANGE,
  basicText,
  copyFiles,
  inRanges,
} from './fonts'

// The basic face keeps only the OpenType features a browser applies by itself and the ones our
// styles ask for (KEPT_FEATURES). This checks the claim where it matters: the site's own copy,
// shaped by HarfBuzz (Chromium's shaper) at the weights the styles use, comes out as the same
// outlines at the same positions from the basic face as from the same cut with every feature kept
// (the face as it was before; cut the same way, its outlines are exact to the last bit).

const inBasic = (code: number) => inRanges(code, BASIC_RANGES)

/** The copy (content and configuration) in pieces, in the basic face's characters only. */
function siteCopy(): string[] {
  // Words, with what stands around them: features act within a run of letters and between a
  // letter and its neighbours (kerning, contextual forms), never across a whole sentence.
  const pieces = new Set<string>()
  for (const file of copyFiles()) {
    const copy = [...fs.readFileSync(file, 'utf8')]
      .filter((c) => inBasic(c.codePointAt(0)!))
      .join('')
    for (const piece of copy.split(/\s{1,10}/)) if (piece) pieces.add(` ${piece} `)
  }
  // What the contextual alternates and the tabular figures are for: times, arrows, ranges.
  for (const sample of [
    '10:00 AM – 10:30 AM',
    '9:00–17:00',
    '-> <- --> =>',
    'Q3 2025: 1/2',
    'A:B x*y',
  ]) {
    pieces.add(sample)
  }
  return [...pieces]
}

async function loadFont(woff2: Buffer) {
  const data = await fontverter.convert(woff2, 'truetype')
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(data))))
}

/**
 * Names each outline drawn at the current weight by a number, the same for the same outline
 * whichever face drew it, so a setting is a short string (the outlines are kilobytes each).
 */
class Outlines {
  private readonly numbers = new Map<string, number>()
  private readonly byGlyph = new Map<hb.Font, Map<number, number>>()
  of(font: hb.Font, glyph: number): number {
    const glyphs = this.byGlyph.get(font) ?? new Map<number, number>()
    this.byGlyph.set(font, glyphs)
    let number = glyphs.get(glyph)
    if (number === undefined) {
      const outline = font.glyphToPath(glyph)
      number = this.numbers.get(outline) ?? this.numbers.size
      this.numbers.set(outline, number)
      glyphs.set(glyph, number)
    }
    return number
  }
}

/** Each glyph's outline and placement, as a browser would draw `text`. */
function setting(font: hb.Font, outlines: Outlines, text: string, features: hb.Feature[]) {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer, features)
  const positions = buffer.getGlyphPositions()
  return buffer
    .getGlyphInfos()
    .map(({ codepoint: glyph }, index) => {
      const { xAdvance, xOffset, yOffset } = positions[index]!
      return `${outlines.of(font, glyph)}@${xAdvance},${xOffset},${yOffset}`
    })
    .join(' ')
}

describe('the preloaded Inter face', () => {
  it('sets the site’s copy exactly as the same cut with every feature does, at any weight', async () => {
    const everyFeature = await subsetFont(fs.readFileSync(SOURCE), basicText(), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT_RANGE },
    })
    const whole = await loadFont(everyFeature)
    const basic = await loadFont(fs.readFileSync(FONT_FILES.basic))
    expect(fs.statSync(FONT_FILES.basic).size).toBeLessThan(everyFeature.length * 0.9)
    const copy = siteCopy()
    expect(copy.length).toBeGreaterThan(2_000)
    // The lightest and heaviest weights of the cut, and two between its masters.
    for (const weight of [400, 550, 750, 900]) {
      for (const font of [whole, basic]) font.setVariations([new hb.Variation('wght', weight)])
      const outlines = new Outlines()
      // Tabular figures change figures only.
      const withFigures = copy.filter((text) => /[0-9]/.test(text))
      const runs = [
        { texts: copy, features: [] },
        { texts: withFigures, features: [new hb.Feature('tnum', 1)] },
      ]
      for (const { texts, features } of runs) {
        const differ = texts.filter(
          (text) =>
            setting(basic, outlines, text, features) !== setting(whole, outlines, text, features),
        )
        expect(differ, `set differently at weight ${weight}`).toEqual([])
      }
    }
  }, 60_000)
})
