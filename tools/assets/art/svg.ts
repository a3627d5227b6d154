/**
 * The shared vocabulary of the generated artwork: one palette, one backdrop and a few path helpers,
 * so that four different motifs still read as one family on the same page.
 */
import { type Random } from './random'

/** The brand colours from src/app/globals.css; the artwork uses nothing else. */
export const palette = {
  navy950: '#061226',
  navy900: '#0b1f3a',
  navy800: '#123a63',
  navy700: '#1d4e80',
  teal700: '#0f766e',
  teal500: '#14b8a6',
  teal300: '#5eead4',
  amber500: '#f59e0b',
  amber400: '#fbbf24',
  white: '#ffffff',
} as const

export interface Point {
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

/** The drawing of one picture: gradient definitions and the shapes that use them. */
export interface Artwork {
  defs: string[]
  body: string[]
}

/** One decimal is below what any screen shows and keeps the files small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** Quotes are escaped too, so the result is safe in an attribute value as well as in text. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** How a family of pictures spells its id prefix: a letter, then base-36 digits of a seed hash. */
export interface IdScheme {
  letter: string
  digits: number
  hash: (text: string) => number
}

function polynomialHash(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}

/** The illustrations' prefixes; other families pass their own so their committed ids stay put. */
const ILLUSTRATION_IDS: IdScheme = { letter: 'a', digits: 4, hash: polynomialHash }

/**
 * Gradient ids get a per-picture prefix: the files are used as <img>, where ids cannot clash, but
 * someone inlining two of them in one page should not see one picture's gradient in the other.
 */
export function idMaker(
  seedText: string,
  { letter, digits, hash }: IdScheme = ILLUSTRATION_IDS,
): (name: string) => string {
  const prefix = `${letter}${hash(seedText).toString(36).slice(0, digits)}`
  return (name) => `${prefix}-${name}`
}

/** The value of a polygon's or polyline's `points` attribute. */
export function pointList(points: readonly Point[]): string {
  return points.map(({ x, y }) => `${num(x)},${num(y)}`).join(' ')
}

/**
 * The whole file, one element a line. `skipEmpty` leaves out the parts that draw nothing (no
 * gradients, an omitted detail) instead of keeping a blank line for each: the portraits, partner
 * logos and article pictures were always written that way, the illustrations never were, and
 * either switch would rewrite committed files for no visible change.
 */
export function svgDocument({
  size,
  title,
  artwork,
  skipEmpty = false,
}: {
  size: Size
  title: string
  artwork: Artwork
  skipEmpty?: boolean
}): string {
  const { width, height } = size
  const defs = artwork.defs.length > 0 ? `<defs>${artwork.defs.join('')}</defs>` : ''
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    defs,
    ...artwork.body,
    '</svg>',
  ]
  return [...(skipEmpty ? parts.filter((part) => part !== '') : parts), ''].join('\n')
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothCurve(points: readonly Point[], { moveTo = true } = {}): string {
  const first = points[0]
  if (!first) return ''
  const parts = moveTo ? [`M${num(first.x)} ${num(first.y)}`] : []
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index]!
    const p1 = points[index]!
    const p2 = points[index + 1]!
    const p3 = points[index + 2] ?? p2
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 }
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 }
    parts.push(`C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`)
  }
  return parts.join('')
}

export function linearGradient(
  id: string,
  stops: readonly [offset: number, color: string, opacity?: number][],
  { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {},
): string {
  const stopTags = stops.map(([offset, color, opacity]) => opacityStop(offset, color, opacity))
  return `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopTags.join('')}</linearGradient>`
}

/** A soft glow: the colour fading to nothing, which is what stands in for blur in these files. */
export function radialGlow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}">${opacityStop(0, color, opacity)}${opacityStop(0.55, color, opacity * 0.35)}${opacityStop(1, color, 0)}</radialGradient>`
}

function opacityStop(offset: number, color: string, opacity = 1): string {
  const rounded = Math.round(opacity * 100) / 100
  const opacityAttribute = rounded === 1 ? '' : ` stop-opacity="${rounded}"`
  return `<stop offset="${num(offset)}" stop-color="${color}"${opacityAttribute}/>`
}

export function glowCircle(center: Point, radius: number, gradientId: string): string {
  return `<circle cx="${num(center.x)}" cy="${num(center.y)}" r="${num(radius)}" fill="url(#${gradientId})"/>`
}

/**
 * The navy ground every illustration stands on: a diagonal navy gradient lit by one teal glow in a
 * seeded corner, so neighbouring cards share a light but never the same composition.
 */
export function backdrop(size: Size, random: Random, id: (name: string) => string): Artwork {
  const { width, height } = size
  const fromLeft = random.chance(0.5)
  const glowCenter = {
    x: fromLeft ? random.range(0, width * 0.3) : random.range(width * 0.7, width),
    y: random.range(0, height * 0.35),
  }
  return {
    defs: [
      linearGradient(
        id('bg'),
        [
          [0, palette.navy950],
          [0.55, palette.navy900],
          [1, palette.navy800],
        ],
        fromLeft ? { x1: 1, y1: 1, x2: 0, y2: 0 } : { x1: 0, y1: 1, x2: 1, y2: 0 },
      ),
      radialGlow(id('light'), palette.teal500, 0.22),
    ],
    body: [
      `<rect width="${width}" height="${height}" fill="url(#${id('bg')})"/>`,
      glowCircle(glowCenter, Math.max(width, height) * 0.6, id('light')),
    ],
  }
}

export function mergeArtwork(...parts: Artwork[]): Artwork {
  return { defs: parts.flatMap((part) => part.defs), body: parts.flatMap((part) => part.body) }
}
