/**
 * Case-study motif: stacked isometric planes with small blocks and dashed links between layers.
 * A case study is a story of layers (strategy, platform, operations) changing together; the
 * picture says that abstractly and leaves the words to the page.
 */
import { type Random } from './random'
import { type Artwork, type Point, type Size, linearGradient, num, palette, pointList } from './svg'

interface Plane {
  center: Point
  /** Half of the rhombus's width; its half-height is half of that (2:1 isometric). */
  halfWidth: number
}

/** Plane coordinates (u, v in -1..1) to canvas coordinates, lifted by `height` pixels. */
function isoPoint(plane: Plane, u: number, v: number, height = 0): Point {
  return {
    x: plane.center.x + ((u - v) * plane.halfWidth) / 2,
    y: plane.center.y + ((u + v) * plane.halfWidth) / 4 - height,
  }
}

function polygon(points: readonly Point[], attributes: string): string {
  return `<polygon points="${pointList(points)}" ${attributes}/>`
}

const SLAB = 12

function slab(plane: Plane, id: (name: string) => string, opacity: number): string[] {
  const top = isoPoint(plane, -1, -1)
  const right = isoPoint(plane, 1, -1)
  const bottom = isoPoint(plane, 1, 1)
  const left = isoPoint(plane, -1, 1)
  const drop = (point: Point) => ({ x: point.x, y: point.y + SLAB })
  return [
    polygon(
      [left, bottom, drop(bottom), drop(left)],
      `fill="${palette.navy800}" fill-opacity="${num(opacity)}"`,
    ),
    polygon(
      [bottom, right, drop(right), drop(bottom)],
      `fill="${palette.navy900}" fill-opacity="${num(opacity)}"`,
    ),
    polygon(
      [top, right, bottom, left],
      `fill="url(#${id('plane')})" fill-opacity="${num(opacity)}" stroke="${palette.teal300}" stroke-opacity="0.45" stroke-width="1.5"`,
    ),
  ]
}

/** A small isometric box: three faces in three tones give depth without any lighting effects. */
function block(
  plane: Plane,
  u: number,
  v: number,
  half: number,
  height: number,
  accent: boolean,
): string {
  const corner = (du: number, dv: number, h: number) => isoPoint(plane, u + du, v + dv, h)
  const top = [
    corner(-half, -half, height),
    corner(half, -half, height),
    corner(half, half, height),
    corner(-half, half, height),
  ]
  const leftFace = [
    corner(-half, half, height),
    corner(half, half, height),
    corner(half, half, 0),
    corner(-half, half, 0),
  ]
  const rightFace = [
    corner(half, -half, height),
    corner(half, half, height),
    corner(half, half, 0),
    corner(half, -half, 0),
  ]
  const [topColor, leftColor, rightColor] = accent
    ? [palette.amber400, palette.amber500, '#b45309']
    : [palette.teal300, palette.teal500, palette.teal700]
  return [
    polygon(leftFace, `fill="${leftColor}"`),
    polygon(rightFace, `fill="${rightColor}"`),
    polygon(top, `fill="${topColor}"`),
  ].join('')
}

/** Blocks sit on a coarse 4x4 lattice so they never overlap; which cells are filled is seeded. */
function blocksOn(plane: Plane, random: Random, count: number, accentIndex: number): string[] {
  const cells: [number, number][] = []
  for (const u of [-0.6, -0.2, 0.2, 0.6]) for (const v of [-0.6, -0.2, 0.2, 0.6]) cells.push([u, v])
  const chosen = cells
    .map((cell) => ({ cell, order: random.next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ cell }) => cell)
    // Back to front, so nearer blocks overlap farther ones.
    .sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
  return chosen.map(([u, v], index) =>
    block(plane, u, v, 0.12, random.range(14, 48), index === accentIndex),
  )
}

/** Dashed plumb lines from a layer's corners down by `drop`: the links between layers. */
function connectors(upper: Plane, drop: number, random: Random): string {
  const path = [-0.6, 0.6]
    .flatMap((u) => [-0.6, 0.6].map((v): [number, number] => [u, v]))
    .filter(() => random.chance(0.7))
    .map(([u, v]) => {
      const from = isoPoint(upper, u, v)
      return `M${num(from.x)} ${num(from.y + SLAB)}V${num(from.y + drop)}`
    })
    .join('')
  return path
    ? `<path d="${path}" stroke="${palette.teal300}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="5 7"/>`
    : ''
}

export function planesArtwork(size: Size, random: Random, id: (name: string) => string): Artwork {
  // Three layers: a fourth made the translucent planes muddy at card size.
  const count = 3
  const gap = random.range(140, 165)
  const halfWidth = random.range(330, 390)
  const centerX = size.width / 2 + random.range(-90, 90)
  const firstY = size.height / 2 - (gap * (count - 1)) / 2 - 10
  const planes: Plane[] = Array.from({ length: count }, (_, index) => ({
    center: { x: centerX, y: firstY + index * gap },
    halfWidth: halfWidth * (1 - 0.06 * (count - 1 - index)),
  }))
  const body: string[] = []
  // Bottom plane first: each higher layer covers the one beneath, like a real stack.
  for (let index = count - 1; index >= 0; index -= 1) {
    const plane = planes[index]!
    body.push(...slab(plane, id, 0.55 + 0.35 * (1 - index / count)))
    body.push(...blocksOn(plane, random, random.int(2, 5), index === 0 ? 0 : -1))
    const upper = planes[index - 1]
    if (upper) body.push(connectors(upper, gap, random))
  }
  return {
    defs: [
      linearGradient(
        id('plane'),
        [
          [0, palette.navy700],
          [1, palette.teal700],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ],
    body,
  }
}
