/**
 * Wordmarks for the fictional clients in the logo strip. Each is a plain geometric mark plus the
 * name, in one navy, so the strip reads as a calm row of partners and none of them can be
 * mistaken for a real company's trademark.
 */
import { type Random, distinctIndices } from './random'
import { escapeXml, num, palette, pointList } from './svg'
import { AVERAGE_WIDTHS, FONT_STACK, textWidth } from './text'

const INK = palette.navy900
const HEIGHT = 64
const MARK_SIZE = 40
const MARK_X = 8
const TEXT_X = 60
const FONT_SIZE = 20

/** A mark drawn in a 40x40 box; `random` varies its details. */
type MarkDrawer = (random: Random) => string

const stroke = (width: number) =>
  `fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

function rotated(angle: number, content: string): string {
  return angle === 0 ? content : `<g transform="rotate(${angle} 20 20)">${content}</g>`
}

function hexagonPoints(radius: number, offsetDegrees: number): string {
  return pointList(
    Array.from({ length: 6 }, (_, index) => {
      const angle = ((index * 60 + offsetDegrees) * Math.PI) / 180
      return { x: 20 + radius * Math.cos(angle), y: 20 + radius * Math.sin(angle) }
    }),
  )
}

/** The slice of a circle (centre 20,20, radius 19) between two horizontal lines. */
function circleBand(top: number, bottom: number): string {
  const radius = 19
  const halfChord = (y: number) => Math.sqrt(Math.max(0, radius * radius - (y - 20) ** 2))
  const [topHalf, bottomHalf] = [halfChord(top), halfChord(bottom)]
  return [
    `M${num(20 - topHalf)} ${top}H${num(20 + topHalf)}`,
    `A${radius} ${radius} 0 0 1 ${num(20 + bottomHalf)} ${bottom}`,
    `H${num(20 - bottomHalf)}`,
    `A${radius} ${radius} 0 0 1 ${num(20 - topHalf)} ${top}Z`,
  ].join('')
}

const markDrawers: readonly MarkDrawer[] = [
  function hexagonNode(random) {
    const offset = random.pick([0, 30])
    return `<polygon points="${hexagonPoints(17, offset)}" ${stroke(4)}/><circle cx="20" cy="20" r="5" fill="${INK}"/>`
  },
  function openRing(random) {
    const gap = random.range(0.6, 1.1)
    const start = random.range(0, Math.PI * 2)
    const from = { x: 20 + 15 * Math.cos(start + gap / 2), y: 20 + 15 * Math.sin(start + gap / 2) }
    const to = { x: 20 + 15 * Math.cos(start - gap / 2), y: 20 + 15 * Math.sin(start - gap / 2) }
    return `<path d="M${num(from.x)} ${num(from.y)}A15 15 0 1 1 ${num(to.x)} ${num(to.y)}" ${stroke(5)}/><circle cx="20" cy="20" r="4.5" fill="${INK}"/>`
  },
  function stackedBars(random) {
    const widths = random.chance(0.5) ? [40, 30, 20] : [20, 30, 40]
    const alignRight = random.chance(0.5)
    return widths
      .map((width, index) => {
        const x = alignRight ? 40 - width : 0
        return `<rect x="${x}" y="${4 + index * 12}" width="${width}" height="8" rx="4" fill="${INK}"/>`
      })
      .join('')
  },
  function quarterTiles(random) {
    const round = random.int(0, 3)
    return [
      [0, 0],
      [22, 0],
      [0, 22],
      [22, 22],
    ]
      .map(([x = 0, y = 0], index) =>
        index === round
          ? `<path d="M${x} ${y}h18a18 18 0 0 1-18 18z" fill="${INK}"/>`
          : `<rect x="${x}" y="${y}" width="18" height="18" rx="3" fill="${INK}"/>`,
      )
      .join('')
  },
  function nestedTriangle(random) {
    return rotated(
      random.pick([0, 180]),
      `<path d="M20 3L37 35H3Z" ${stroke(4)}/><path d="M20 17L27 30H13Z" fill="${INK}"/>`,
    )
  },
  function diamondFrame(random) {
    const dot = random.chance(0.5) ? `<circle cx="20" cy="20" r="3.5" fill="${INK}"/>` : ''
    return `<path d="M20 0L40 20L20 40L0 20ZM20 11L11 20L20 29L29 20Z" fill="${INK}" fill-rule="evenodd"/>${dot}`
  },
  function risingBars(random) {
    const heights = random.chance(0.5) ? [16, 26, 38] : [22, 38, 30]
    return heights
      .map(
        (height, index) =>
          `<rect x="${index * 15.5}" y="${39 - height}" width="9" height="${height}" rx="2" fill="${INK}"/>`,
      )
      .join('')
  },
  function halfDisc(random) {
    return rotated(
      random.pick([0, 45, 90, 135, 180, 225, 270, 315]),
      `<circle cx="20" cy="20" r="17" ${stroke(4)}/><path d="M3 20A17 17 0 0 0 37 20Z" fill="${INK}"/>`,
    )
  },
  function stripedSun(random) {
    const bands: [number, number][] = random.chance(0.5)
      ? [
          [1, 22],
          [26, 31],
          [34.5, 39],
        ]
      : [
          [1, 18],
          [22, 27],
          [30.5, 35],
        ]
    return `<path d="${bands.map(([top, bottom]) => circleBand(top, bottom)).join('')}" fill="${INK}"/>`
  },
  function cornerSquare(random) {
    return rotated(
      random.pick([0, 90, 180, 270]),
      `<rect x="2" y="2" width="36" height="36" rx="9" ${stroke(4)}/><rect x="19" y="19" width="12" height="12" rx="3" fill="${INK}"/>`,
    )
  },
  function waves(random) {
    const lines = random.int(2, 3)
    const top = lines === 3 ? 9 : 14
    return Array.from(
      { length: lines },
      (_, index) => `<path d="M3 ${top + index * 11}q8.5-8 17 0t17 0" ${stroke(4)}/>`,
    ).join('')
  },
  function constellation(random) {
    const points = random.pick([
      [
        [5, 31],
        [15, 9],
        [28, 20],
        [36, 5],
      ],
      [
        [4, 12],
        [17, 30],
        [27, 8],
        [36, 33],
      ],
    ] as const)
    const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join('')
    return `<path d="${line}" ${stroke(2.5)}/><g fill="${INK}">${points
      .map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index === 3 ? 5.5 : 4}"/>`)
      .join('')}</g>`
  },
  function leaf(random) {
    return rotated(
      random.pick([0, 90]),
      `<path d="M4 36A32 32 0 0 1 36 4A32 32 0 0 1 4 36Z" fill="${INK}"/><circle cx="33" cy="33" r="4" fill="${INK}"/>`,
    )
  },
  function ripple(random) {
    return rotated(
      random.pick([0, 90, 180, 270]),
      `<circle cx="20" cy="20" r="17.5" ${stroke(3)}/><circle cx="24" cy="20" r="10" ${stroke(3)}/><circle cx="27" cy="20" r="3.5" fill="${INK}"/>`,
    )
  },
]

/** A distinct mark per logo, chosen by the name, so the strip never shows the same mark twice. */
export function assignMarks(names: readonly string[]): number[] {
  return distinctIndices(names, markDrawers.length)
}

export function wordmarkSvg(name: string, markIndex: number, random: Random): string {
  const drawMark = markDrawers[markIndex % markDrawers.length]!
  // Semibold counts as bold. Average widths suffice: this only sizes the viewBox so the name is
  // never clipped, and a few spare pixels at the end do not show.
  const width = Math.max(
    160,
    Math.ceil(TEXT_X + textWidth(name, FONT_SIZE, { bold: true, widths: AVERAGE_WIDTHS }) + 10),
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<g transform="translate(${MARK_X} ${(HEIGHT - MARK_SIZE) / 2})">${drawMark(random)}</g>`,
    `<text x="${TEXT_X}" y="39" fill="${INK}" font-family="${FONT_STACK}" font-size="${FONT_SIZE}" font-weight="600" letter-spacing="-0.2">${escapeXml(name)}</text>`,
    '</svg>',
    '',
  ].join('\n')
}
