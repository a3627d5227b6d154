/**
 * Expertise motif: a constellation of connected nodes. It says "capabilities that work together"
 * without illustrating any one service, so all six practice areas can share it and differ by seed.
 */
import { type Random } from './random'
import { type Artwork, type Point, type Size, glowCircle, num, palette, radialGlow } from './svg'

interface Edge {
  from: number
  to: number
}

/** Jittered grid placement: random enough to feel organic, even enough never to clump. */
function placeNodes(size: Size, random: Random): Point[] {
  const columns = 7
  const rows = 5
  const cellWidth = size.width / columns
  const cellHeight = size.height / rows
  const nodes: Point[] = []
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (!random.chance(0.62)) continue
      nodes.push({
        x: (column + random.range(0.2, 0.8)) * cellWidth,
        y: (row + random.range(0.2, 0.8)) * cellHeight,
      })
    }
  }
  return nodes
}

/** Faint specks behind the network: depth, so the picture is not just lines on a flat ground. */
function specks(size: Size, random: Random): string {
  const dots = Array.from({ length: 26 }, () =>
    dot(
      { x: random.range(0, size.width), y: random.range(0, size.height) },
      random.range(1.5, 3),
      `fill-opacity="${num(random.range(0.15, 0.4))}"`,
    ),
  )
  return `<g fill="${palette.teal300}">${dots.join('')}</g>`
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

/**
 * Each node links to its two nearest neighbours, sometimes a third: lines stay short and rarely
 * cross, and the odd extra link closes loops so it reads as a network rather than a chain.
 */
function nearestNeighbourEdges(nodes: readonly Point[], random: Random): Edge[] {
  const keys = new Set<string>()
  const edges: Edge[] = []
  nodes.forEach((node, from) => {
    const nearest = nodes
      .map((other, to) => ({ to, length: distance(node, other) }))
      .filter(({ to }) => to !== from)
      .sort((a, b) => a.length - b.length)
      .slice(0, random.chance(0.35) ? 3 : 2)
    for (const { to } of nearest) {
      const key = from < to ? `${from}-${to}` : `${to}-${from}`
      if (keys.has(key)) continue
      keys.add(key)
      edges.push({ from, to })
    }
  })
  return edges
}

function degrees(nodeCount: number, edges: readonly Edge[]): number[] {
  const counts = new Array<number>(nodeCount).fill(0)
  for (const { from, to } of edges) {
    counts[from] = (counts[from] ?? 0) + 1
    counts[to] = (counts[to] ?? 0) + 1
  }
  return counts
}

/** Whether a node is clear of the edges, where a focal point would look cropped. */
function isInterior(point: Point, size: Size): boolean {
  const marginX = size.width * 0.1
  const marginY = size.height * 0.1
  return (
    point.x > marginX &&
    point.x < size.width - marginX &&
    point.y > marginY &&
    point.y < size.height - marginY
  )
}

/**
 * A short walk through the graph, drawn brighter: the one route the eye should follow. It prefers
 * interior nodes, because it ends on the amber accent and that should not sit on the frame.
 */
function highlightedWalk(
  nodes: readonly Point[],
  edges: readonly Edge[],
  start: number,
  size: Size,
  random: Random,
): number[] {
  const walk = [start]
  for (let step = 0; step < 4; step += 1) {
    const current = walk[walk.length - 1]!
    const options = edges
      .map(({ from, to }) => (from === current ? to : to === current ? from : -1))
      .filter((next) => next >= 0 && !walk.includes(next))
    if (options.length === 0) break
    const interior = options.filter((next) => isInterior(nodes[next]!, size))
    walk.push(random.pick(interior.length > 0 ? interior : options))
  }
  // When the walk had to run to the frame, end it at its last interior node instead.
  while (walk.length > 2 && !isInterior(nodes[walk[walk.length - 1]!]!, size)) walk.pop()
  return walk
}

function linesPath(nodes: readonly Point[], pairs: readonly [number, number][]): string {
  return pairs
    .map(([from, to]) => {
      const a = nodes[from]!
      const b = nodes[to]!
      return `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`
    })
    .join('')
}

function dot(point: Point, radius: number, attributes: string): string {
  return `<circle cx="${num(point.x)}" cy="${num(point.y)}" r="${num(radius)}" ${attributes}/>`
}

export function networkArtwork(size: Size, random: Random, id: (name: string) => string): Artwork {
  const nodes = placeNodes(size, random)
  const edges = nearestNeighbourEdges(nodes, random)
  const nodeDegrees = degrees(nodes.length, edges)
  const hubs = nodeDegrees
    .map((degree, index) => ({ degree, index, jitter: random.next() }))
    .sort((a, b) => b.degree - a.degree || a.jitter - b.jitter)
    .slice(0, 3)
    .map(({ index }) => index)
  const walk = highlightedWalk(nodes, edges, hubs[0] ?? 0, size, random)
  const walkPairs = walk.slice(1).map((to, step): [number, number] => [walk[step]!, to])
  const destination = nodes[walk[walk.length - 1] ?? 0]

  const body = [
    `<rect width="${size.width}" height="${size.height}" fill="url(#${id('dots')})"/>`,
    specks(size, random),
    `<path d="${linesPath(
      nodes,
      edges.map(({ from, to }) => [from, to]),
    )}" fill="none" stroke="${palette.teal300}" stroke-opacity="0.3" stroke-width="2"/>`,
    `<path d="${linesPath(nodes, walkPairs)}" fill="none" stroke="${palette.teal500}" stroke-opacity="0.9" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  ]
  for (const hub of hubs) {
    const point = nodes[hub]!
    body.push(glowCircle(point, 90, id('hub')))
    body.push(
      dot(
        point,
        22,
        `fill="none" stroke="${palette.teal300}" stroke-opacity="0.35" stroke-width="1.5"`,
      ),
    )
  }
  body.push(
    `<g fill="${palette.teal300}">${nodes
      .map((point, index) =>
        dot(
          point,
          hubs.includes(index) ? 9 : 3.5 + (nodeDegrees[index] ?? 0),
          'fill-opacity="0.85"',
        ),
      )
      .join('')}</g>`,
  )
  if (destination) {
    body.push(glowCircle(destination, 70, id('amber')))
    body.push(dot(destination, 9, `fill="${palette.amber500}"`))
  }
  return {
    defs: [
      // A faint dot grid: the "plan" the network sits on, and texture for the empty areas.
      `<pattern id="${id('dots')}" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="1.5" fill="${palette.white}" fill-opacity="0.07"/></pattern>`,
      radialGlow(id('hub'), palette.teal500, 0.35),
      radialGlow(id('amber'), palette.amber400, 0.35),
    ],
    body,
  }
}
