import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'

// Inter, cut down to what the site sets: the variable font limited to the weights the styles use
// (400–900), with only the OpenType features a browser applies by itself (KEPT_FEATURES), and
// split into two faces of one family. The basic face (printable ASCII but `<` and `>`, and the
// typographic punctuation of our copy) is preloaded on every page; the extended face (the rest of
// Latin-1 and the Latin letters of the original subset, for names and visitors' own text) loads
// only on a page that shows one of its characters, and the conformance check fails a page of ours
// that does. The basic face is about half the size of the
// whole Latin subset, and it is what every first paint waits for (decision 014).

const require = createRequire(import.meta.url)
const fontsource = path.dirname(require.resolve('@fontsource-variable/inter/package.json'))
export const SOURCE = path.join(fontsource, 'files', 'inter-latin-wght-normal.woff2')
const OUT_DIR = path.join(import.meta.dirname, '..', '..', 'src', 'app', 'fonts')

/** The weight axis the faces keep: the lightest and heaviest weight the styles ask for. */
export const WEIGHT_RANGE = { min: 400, max: 900 } as const

/**
 * The OpenType features the faces keep: those a browser applies to Latin text by itself (HarfBuzz's
 * defaults for horizontal text), and `tnum`, which our styles ask for (Tailwind's `tabular-nums`).
 * subset-font keeps every feature unless told, and Inter's stylistic sets, character variants,
 * fractions and superiors bring their alternate glyphs into the closure: 12% of the basic face,
 * bytes no page of ours ever draws (a test shapes the copy with both and compares the outlines).
 */
export const KEPT_FEATURES = [
  ...['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'],
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'ltra', 'ltrm', 'rclt'],
  'tnum',
] as const

type Range = readonly [number, number]

/**
 * Printable ASCII but `<` and `>`, no-break space and the punctuation and signs our copy uses.
 * No page of ours shows `<` or `>` (the conformance check keeps it so), and with them Inter's
 * arrow ligatures (`->`, `<=`, `=>` …) came into the face: 2.5 KB of its 20.7, bytes every first
 * paint waited for. A visitor's own text with them gets them from the extended face.
 */
export const BASIC_RANGES: readonly Range[] = [
  [0x20, 0x3b],
  [0x3d, 0x3d],
  [0x3f, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3], // £
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
]

/** Whether `code` falls in one of `ranges`. */
export const inRanges = (code: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([start, end]) => code >= start && code <= end)

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return /\.(tsx?|mdx?|json|ya?ml)$/.test(entry.name) && !entry.name.includes('.test.')
      ? [full]
      : []
  })
}

/** The files the site's copy is written in (content and configuration), tests left out. */
export function copyFiles(): string[] {
  const source = path.join(import.meta.dirname, '..', '..', 'src')
  return ['content', 'config'].flatMap((folder) => filesUnder(path.join(source, folder)))
}

/** 'U+0041-005A' → [0x41, 0x5a]. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-')
    const first = Number.parseInt(start!, 16)
    return [first, end ? Number.parseInt(end, 16) : first]
  })
}

/** [[0x41, 0x5a], [0xa9, 0xa9]] → 'U+0041-005A,U+00A9', as CSS's unicode-range writes it. */
export function formatUnicodeRange(ranges: readonly Range[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',')
}

function codePoints(ranges: readonly Range[]): Set<number> {
  const points = new Set<number>()
  for (const [start, end] of ranges) for (let code = start; code <= end; code++) points.add(code)
  return points
}

/** Sorted code points → the fewest ranges that cover exactly them. */
function toRanges(points: Iterable<number>): Range[] {
  const sorted = [...points].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const code of sorted) {
    const last = ranges.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else ranges.push([code, code])
  }
  return ranges
}

/** The Latin subset's code points that the basic face leaves out (controls excluded). */
export function extendedRanges(latinRange: string): Range[] {
  const basic = codePoints(BASIC_RANGES)
  const latin = codePoints(parseUnicodeRange(latinRange))
  const printable = [...latin].filter((code) => code >= 0x20 && !(code >= 0x7f && code < 0xa0))
  return toRanges(printable.filter((code) => !basic.has(code)))
}

/** The unicode-range of Fontsource's Latin subset of Inter, which the source file covers. */
export function latinUnicodeRange(): string {
  const ranges = JSON.parse(fs.readFileSync(path.join(fontsource, 'unicode.json'), 'utf8')) as {
    latin: string
  }
  return ranges.latin
}

const text = (ranges: readonly Range[]) => String.fromCodePoint(...codePoints(ranges))

/** Every character the basic face covers. */
export const basicText = () => text(BASIC_RANGES)

export const FONT_FILES = {
  basic: path.join(OUT_DIR, 'inter-basic.woff2'),
  extended: path.join(OUT_DIR, 'inter-extended.woff2'),
} as const

export async function generateFonts(): Promise<string[]> {
  const source = fs.readFileSync(SOURCE)
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const faces = [
    [FONT_FILES.basic, BASIC_RANGES],
    [FONT_FILES.extended, extendedRanges(latinUnicodeRange())],
  ] as const
  for (const [file, ranges] of faces) {
    const subset = await subsetFont(source, text(ranges), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT_RANGE },
      keepFeatures: [...KEPT_FEATURES],
    })
    fs.writeFileSync(file, subset)
  }
  return faces.map(([file]) => path.relative(process.cwd(), file))
}
