/**
 * Text in the artwork. The SVGs name the site's font but cannot embed it, so whatever renders them
 * may fall back; widths are therefore estimated, never measured, and estimated on the wide side.
 */

export const FONT_STACK = 'Inter, Helvetica, Arial, sans-serif'

/** Advance widths per 1000 em by character class. */
export interface AdvanceWidths {
  /** Space, i, j, l, I and narrow punctuation. */
  narrow: number
  /** f, t and r. */
  slim: number
  /** m, w, M and W. */
  wide: number
  capital: number
  other: number
}

/** Averages of Helvetica/Arial: enough for a single logo name with a little spare room. */
export const AVERAGE_WIDTHS: AdvanceWidths = {
  narrow: 270,
  slim: 330,
  wide: 860,
  capital: 700,
  other: 560,
}

/** Inter/Helvetica on the generous side, for text that must never be clipped or overflow a wrap. */
export const GENEROUS_WIDTHS: AdvanceWidths = {
  narrow: 280,
  slim: 360,
  wide: 880,
  capital: 720,
  other: 580,
}

function advance(char: string, widths: AdvanceWidths): number {
  if (" ijlI.,'".includes(char)) return widths.narrow
  if ('ftr'.includes(char)) return widths.slim
  if ('mwMW'.includes(char)) return widths.wide
  if (/[A-Z]/.test(char)) return widths.capital
  return widths.other
}

/**
 * The rough width of `text` in pixels: used to size viewBoxes and to wrap lines. Bold adds 8%
 * (Inter's semibold and bold run wider); `tracking` is the letter-spacing in pixels.
 */
export function textWidth(
  text: string,
  fontSize: number,
  { bold = false, tracking = 0, widths = GENEROUS_WIDTHS } = {},
): number {
  let units = 0
  for (const char of text) units += advance(char, widths)
  return (units / 1000) * fontSize * (bold ? 1.08 : 1) + tracking * text.length
}

/** Greedy word wrap: as many words per line as fit `maxWidth` by `measure`. */
export function greedyWrap(
  text: string,
  measure: (line: string) => number,
  maxWidth: number,
): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && measure(candidate) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The fewest lines greedy wrapping needs, then the narrowest width that keeps that count: lines of
 * even length, never a single word left dangling on the last one.
 */
export function balancedWrap(
  text: string,
  measure: (line: string) => number,
  maxWidth: number,
): string[] {
  let best = greedyWrap(text, measure, maxWidth)
  let low = 0
  let high = maxWidth
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    const attempt = greedyWrap(text, measure, middle)
    if (attempt.length <= best.length) {
      best = attempt
      high = middle
    } else {
      low = middle
    }
  }
  return best
}
