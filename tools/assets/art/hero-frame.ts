/**
 * One frame of the home hero's background loop, as SVG. Every motion is a whole number of turns
 * over the loop (phase 0..1), so the frame after the last is exactly the first and the loop has no
 * seam. It sits under a white headline: dark, soft, nothing sharp enough to compete with the copy.
 */
import { seededRandom } from './random'
import {
  type Point,
  type Size,
  glowCircle,
  linearGradient,
  num,
  palette,
  radialGlow,
  smoothCurve,
  svgDocument,
} from './svg'

export const HERO_SIZE: Size = { width: 1280, height: 720 }

const TURN = Math.PI * 2

interface Orbit {
  center: Point
  radius: Point
  /** Whole turns per loop; the sign sets the direction. */
  turns: number
  phase: number
}

interface Blob extends Orbit {
  size: number
  gradient: string
}

interface Wave {
  baseline: number
  amplitude: number
  frequency: number
  phase: number
  turns: number
  opacity: number
}

interface Particle extends Orbit {
  size: number
  twinkleTurns: number
}

interface HeroLayout {
  blobs: Blob[]
  waves: Wave[]
  particles: Particle[]
}

/** The scene's fixed layout, seeded once so re-running the script renders the same video. */
function heroLayout(): HeroLayout {
  const random = seededRandom('hero-video')
  const { width, height } = HERO_SIZE
  const blobs: Blob[] = [
    { gradient: 'teal', center: { x: width * 0.72, y: height * 0.3 }, size: 620 },
    { gradient: 'navy', center: { x: width * 0.35, y: height * 0.75 }, size: 760 },
    { gradient: 'deep', center: { x: width * 0.95, y: height * 0.85 }, size: 520 },
  ].map((blob) => ({
    ...blob,
    radius: { x: random.range(60, 110), y: random.range(30, 60) },
    turns: random.pick([1, -1]),
    phase: random.range(0, TURN),
  }))
  const waves = Array.from({ length: 5 }, (_, index) => ({
    baseline: height * (0.3 + index * 0.13),
    amplitude: random.range(25, 55),
    frequency: random.range(0.0025, 0.0045),
    phase: random.range(0, TURN),
    turns: index % 2 === 0 ? 1 : -1,
    opacity: random.range(0.07, 0.15),
  }))
  const particles = Array.from({ length: 36 }, () => ({
    center: { x: random.range(width * 0.25, width), y: random.range(0, height) },
    radius: { x: random.range(8, 26), y: random.range(8, 26) },
    turns: random.pick([1, -1]),
    phase: random.range(0, TURN),
    size: random.range(1.2, 2.8),
    twinkleTurns: random.pick([1, 2]),
  }))
  return { blobs, waves, particles }
}

const layout = heroLayout()

function orbitPosition(orbit: Orbit, phase: number): Point {
  const angle = orbit.phase + orbit.turns * phase * TURN
  return {
    x: orbit.center.x + orbit.radius.x * Math.cos(angle),
    y: orbit.center.y + orbit.radius.y * Math.sin(angle),
  }
}

function waveCurve(wave: Wave, phase: number): string {
  const points: Point[] = []
  const shift = wave.phase + wave.turns * phase * TURN
  for (let index = 0; index <= 10; index += 1) {
    const x = -60 + (index / 10) * (HERO_SIZE.width + 120)
    const y =
      wave.baseline +
      wave.amplitude * Math.sin(x * wave.frequency + shift) +
      wave.amplitude * 0.35 * Math.sin(x * wave.frequency * 2.3 - shift)
    points.push({ x, y })
  }
  return smoothCurve(points)
}

/** The frame at `phase` (0 ≤ phase < 1) of the loop. */
export function heroFrameSvg(phase: number): string {
  const { width, height } = HERO_SIZE
  const id = (name: string) => `hero-${name}`
  const particles = layout.particles.map((particle) => {
    const point = orbitPosition(particle, phase)
    const twinkle = 0.5 + 0.5 * Math.sin(particle.phase + particle.twinkleTurns * phase * TURN)
    return `<circle cx="${num(point.x)}" cy="${num(point.y)}" r="${num(particle.size)}" fill-opacity="${num(0.1 + 0.35 * twinkle)}"/>`
  })
  return svgDocument({
    size: HERO_SIZE,
    title: 'Drifting light over deep navy',
    artwork: {
      defs: [
        linearGradient(
          id('bg'),
          [
            [0, palette.navy950],
            [0.6, palette.navy900],
            [1, palette.navy950],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        radialGlow(id('teal'), palette.teal700, 0.45),
        radialGlow(id('navy'), palette.navy700, 0.55),
        radialGlow(id('deep'), palette.teal500, 0.16),
      ],
      body: [
        `<rect width="${width}" height="${height}" fill="url(#${id('bg')})"/>`,
        ...layout.blobs.map((blob) =>
          glowCircle(orbitPosition(blob, phase), blob.size, id(blob.gradient)),
        ),
        ...layout.waves.map(
          (wave) =>
            `<path d="${waveCurve(wave, phase)}" fill="none" stroke="${palette.teal300}" stroke-opacity="${num(wave.opacity)}" stroke-width="1.5"/>`,
        ),
        `<g fill="${palette.teal300}">${particles.join('')}</g>`,
      ],
    },
  })
}
