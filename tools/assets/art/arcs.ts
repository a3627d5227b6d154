/**
 * Fallback motif for any other /images folder: concentric arcs around an off-canvas centre. New
 * content folders get artwork in the same language without waiting for a bespoke motif.
 */
import { type Random } from './random'
import { type Artwork, type Point, type Size, num, palette } from './svg'

function polar(center: Point, radius: number, angle: number): Point {
  return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) }
}

function arcPath(center: Point, radius: number, start: number, sweep: number): string {
  const from = polar(center, radius, start)
  const to = polar(center, radius, start + sweep)
  const large = sweep > Math.PI ? 1 : 0
  return `M${num(from.x)} ${num(from.y)}A${num(radius)} ${num(radius)} 0 ${large} 1 ${num(to.x)} ${num(to.y)}`
}

export function arcsArtwork(size: Size, random: Random): Artwork {
  const center = {
    x: random.chance(0.5)
      ? random.range(-0.1, 0.15) * size.width
      : random.range(0.85, 1.1) * size.width,
    y: random.range(0.75, 1.1) * size.height,
  }
  const rings = random.int(9, 12)
  const step = Math.hypot(size.width, size.height) / (rings + 2)
  const accentRing = random.int(3, rings - 2)
  const body: string[] = []
  const ends: Point[] = []
  for (let ring = 1; ring <= rings; ring += 1) {
    const radius = ring * step
    const start = random.range(0, Math.PI * 2)
    const sweep = random.range(Math.PI * 0.5, Math.PI * 1.5)
    const accent = ring === accentRing
    const color = accent ? palette.amber500 : ring % 3 === 0 ? palette.teal500 : palette.teal300
    const opacity = accent ? 0.9 : random.range(0.15, 0.45)
    const width = accent ? 4 : random.pick([1.5, 2, 6, 14])
    body.push(
      `<path d="${arcPath(center, radius, start, sweep)}" fill="none" stroke="${color}" stroke-opacity="${num(opacity)}" stroke-width="${width}" stroke-linecap="round"/>`,
    )
    if (random.chance(0.4) || accent) ends.push(polar(center, radius, start + sweep))
  }
  body.push(
    `<g fill="${palette.teal300}">${ends
      .map((point) => `<circle cx="${num(point.x)}" cy="${num(point.y)}" r="6"/>`)
      .join('')}</g>`,
  )
  return { defs: [], body }
}
