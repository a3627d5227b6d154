/**
 * Dropdown timings from the spec (section 9). Radix Navigation Menu takes the first two as props
 * and waits exactly 150 ms before closing on pointer leave, the spec's close delay.
 */
export const menuTiming = {
  openDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const
