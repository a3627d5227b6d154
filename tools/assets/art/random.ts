/**
 * Seeded randomness for the artwork. Every picture is drawn from a PRNG seeded by its own path, so
 * `npm run assets` rewrites byte-identical files and the committed outputs only change when the
 * drawing code does.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A float in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
}

/** FNV-1a: tiny, stable across platforms, and good enough to spread similar paths apart. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a 32-bit generator with a full period, far more than one picture needs. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function seededRandom(seedText: string): Random {
  const next = mulberry32(hashString(seedText))
  const range = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick() needs at least one item')
      return item
    },
  }
}

/** `start`, or the first index after it (wrapping round) that is not taken; `start` if none is free. */
export function firstFree(start: number, count: number, taken: ReadonlySet<number>): number {
  let index = start
  for (let tries = 0; taken.has(index) && tries < count; tries += 1) {
    index = (index + 1) % count
  }
  return index
}

/**
 * One index below `count` per seed, all different while there are enough: the seed's hash proposes
 * an index and a taken one moves on to the next free, so a small set (a logo strip, three leaders)
 * never shows the same design twice.
 */
export function distinctIndices(seeds: readonly string[], count: number): number[] {
  const taken = new Set<number>()
  return seeds.map((seed) => {
    const index = firstFree(hashString(seed) % count, count, taken)
    taken.add(index)
    return index
  })
}
