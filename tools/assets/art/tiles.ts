/**
 * Success-story motif: a grid of tiles lit by a smooth field, with one rising line across it. The
 * tiles read as "many parts measured", the line as the outcome; it works at thumbnail size too.
 */
import { type Random } from './random'
import { type Artwork, type Point, type Size, num, palette, smoothCurve } from './svg'

/** Grid pitch and tile size; three scales so the three stories on one page differ at a glance. */
interface Grid {
  cell: number
  tile: number
}

function pickGrid(random: Random): Grid {
  const cell = random.pick([56, 68, 84])
  return { cell, tile: Math.round(cell * 0.8) }
}

/** Low-frequency interference of two sines: neighbouring tiles get similar light, like a heatmap. */
function lightField(random: Random): (x: number, y: number) => number {
  const a = random.range(0.003, 0.011)
  const b = random.range(0.003, 0.011)
  const phaseA = random.range(0, Math.PI * 2)
  const phaseB = random.range(0, Math.PI * 2)
  return (x, y) =>
    0.5 + 0.5 * Math.sin(a * x + b * 0.6 * y + phaseA) * Math.cos(b * y - a * 0.4 * x + phaseB)
}

/** Tiles reuse one shape by reference: a grid of full <rect>s would blow the size budget. */
function tileUse(tileId: string, { x, y }: TileSpot, opacity: number): string {
  return `<use href="#${tileId}" x="${num(x)}" y="${num(y)}" fill-opacity="${num(opacity)}"/>`
}

/** A line that climbs left to right with seeded wobble: growth without a chart's axes or numbers. */
function risingLine(size: Size, random: Random): Point[] {
  const points: Point[] = []
  const start = size.height * random.range(0.66, 0.84)
  const end = size.height * random.range(0.16, 0.4)
  const left = random.range(0.05, 0.16)
  const right = random.range(0.84, 0.94)
  const steps = random.int(4, 7)
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps
    const eased = t * t * (3 - 2 * t)
    points.push({
      x: size.width * (left + (right - left) * t),
      y: start + (end - start) * eased + (index > 0 && index < steps ? random.range(-28, 28) : 0),
    })
  }
  return points
}

interface TileSpot {
  x: number
  y: number
  value: number
}

/** Samples the light field at every cell; cells half off the canvas are kept for a full bleed. */
function tileSpots(size: Size, grid: Grid, random: Random): TileSpot[] {
  const field = lightField(random)
  const spots: TileSpot[] = []
  for (let y = gridOffset(size.height, grid); y < size.height; y += grid.cell) {
    for (let x = gridOffset(size.width, grid); x < size.width; x += grid.cell) {
      spots.push({ x, y, value: field(x, y) })
    }
  }
  return spots
}

/** Centres the grid so the canvas edges cut the outer tiles symmetrically. */
function gridOffset(length: number, { cell, tile }: Grid): number {
  return ((length % cell) + cell - tile) / 2 - cell / 2
}

function isInside(spot: TileSpot, size: Size, { tile }: Grid): boolean {
  return spot.x >= 0 && spot.y >= 0 && spot.x + tile <= size.width && spot.y + tile <= size.height
}

export function tilesArtwork(size: Size, random: Random, id: (name: string) => string): Artwork {
  const grid = pickGrid(random)
  const spots = tileSpots(size, grid, random)
  const bright = spots.filter((spot) => spot.value > 0.78)
  const medium = spots.filter((spot) => spot.value > 0.55 && spot.value <= 0.78)
  // The amber tile is the brightest one fully in view, so the accent is never cut by an edge.
  const accent = spots
    .filter((spot) => isInside(spot, size, grid))
    .reduce((best, spot) => (spot.value > best.value ? spot : best))
  const line = risingLine(size, random)
  const end = line[line.length - 1]!
  const tileId = id('tile')
  const radius = Math.round(grid.tile / 6)
  return {
    defs: [
      `<rect id="${tileId}" width="${grid.tile}" height="${grid.tile}" rx="${radius}"/>`,
      `<pattern id="${id('grid')}" width="${grid.cell}" height="${grid.cell}" patternUnits="userSpaceOnUse" x="${num(gridOffset(size.width, grid))}" y="${num(gridOffset(size.height, grid))}"><rect width="${grid.tile}" height="${grid.tile}" rx="${radius}" fill="${palette.navy800}" fill-opacity="0.35" stroke="${palette.teal300}" stroke-opacity="0.08"/></pattern>`,
    ],
    body: [
      `<rect width="${size.width}" height="${size.height}" fill="url(#${id('grid')})"/>`,
      `<g fill="${palette.navy700}">${medium.map((spot) => tileUse(tileId, spot, spot.value * 0.7)).join('')}</g>`,
      `<g fill="${palette.teal500}">${bright.map((spot) => tileUse(tileId, spot, (spot.value - 0.6) * 1.1)).join('')}</g>`,
      `<use href="#${tileId}" x="${num(accent.x)}" y="${num(accent.y)}" fill="${palette.amber500}" fill-opacity="0.9"/>`,
      `<path d="${smoothCurve(line)}" fill="none" stroke="${palette.teal300}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.9"/>`,
      `<g fill="${palette.navy900}" stroke="${palette.teal300}" stroke-width="2.5">${line
        .slice(1, -1)
        .map((point) => `<circle cx="${num(point.x)}" cy="${num(point.y)}" r="6"/>`)
        .join('')}</g>`,
      `<circle cx="${num(end.x)}" cy="${num(end.y)}" r="10" fill="${palette.amber400}"/>`,
    ],
  }
}
