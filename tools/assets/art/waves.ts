/**
 * Industries motif: layered flowing bands. These pictures sit behind text under a dark overlay, so
 * they are deliberately quiet: navy on navy, hairline teal edges, no focal point to fight the copy.
 */
import { type Random } from './random'
import {
  type Artwork,
  type Point,
  type Size,
  linearGradient,
  num,
  palette,
  smoothCurve,
} from './svg'

/** A gentle horizon: the sum of two slow sines with seeded phases, sampled at a few points. */
export function waveLine(
  size: Size,
  baseline: number,
  amplitude: number,
  phases: readonly [number, number],
  samples = 8,
): Point[] {
  const points: Point[] = []
  for (let index = 0; index <= samples; index += 1) {
    const t = index / samples
    const y =
      baseline +
      amplitude * Math.sin(t * Math.PI * 1.6 + phases[0]) +
      amplitude * 0.45 * Math.sin(t * Math.PI * 3.4 + phases[1])
    points.push({ x: -40 + t * (size.width + 80), y })
  }
  return points
}

export function wavesArtwork(size: Size, random: Random, id: (name: string) => string): Artwork {
  const bandCount = random.int(5, 7)
  const tilt = random.range(-0.12, 0.12) * size.height
  const body: string[] = []
  for (let band = 0; band < bandCount; band += 1) {
    const progress = band / (bandCount - 1)
    const baseline = size.height * (0.22 + 0.62 * progress) + tilt * (0.5 - progress)
    const line = waveLine(size, baseline, random.range(28, 70), [
      random.range(0, Math.PI * 2),
      random.range(0, Math.PI * 2),
    ])
    const curve = smoothCurve(line)
    const close = `L${num(size.width + 40)} ${num(size.height + 10)}L-40 ${num(size.height + 10)}Z`
    body.push(
      `<path d="${curve}${close}" fill="url(#${id('band')})" fill-opacity="${num(0.22 + 0.1 * progress)}"/>`,
      `<path d="${curve}" fill="none" stroke="${palette.teal300}" stroke-opacity="${num(0.06 + 0.08 * random.next())}" stroke-width="1.5"/>`,
    )
  }
  const accent = waveLine(size, size.height * random.range(0.35, 0.6), random.range(40, 80), [
    random.range(0, Math.PI * 2),
    random.range(0, Math.PI * 2),
  ])
  body.push(
    `<path d="${smoothCurve(accent)}" fill="none" stroke="${palette.teal500}" stroke-opacity="0.28" stroke-width="2"/>`,
  )
  return {
    defs: [
      linearGradient(
        id('band'),
        [
          [0, palette.navy700],
          [1, palette.navy900],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    ],
    body,
  }
}
