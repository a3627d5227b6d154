// Small pure helpers for the benchmark's arithmetic.

/** The middle value; the mean of the two middle values for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The order of Lighthouse runs: run 1 of every target, then run 2 of every target, and so on, so
 * a slow spell on the machine spreads over all targets instead of spoiling one.
 */
export function interleave<T>(targets: readonly T[], runs: number): { target: T; run: number }[] {
  const order: { target: T; run: number }[] = []
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) order.push({ target, run })
  }
  return order
}

/** ours ÷ floor, or null when either is unknown or the floor is zero. */
export function ratio(ours: number | null, floor: number | null): number | null {
  if (ours === null || floor === null || floor === 0) return null
  return ours / floor
}
