/**
 * The Northbridge mark, an N over a bridge arc, as drawing data. The header, the Open Graph cards
 * and the generated favicons (tools/assets/brand.ts) all draw it from here.
 */
export const brandMark = {
  viewBox: '0 0 64 64',
  background: { fill: '#0b1f3a', radius: 14 },
  letter: { d: 'M16 46V18l32 28V18', stroke: '#5eead4', width: 7 },
  bridge: { d: 'M10 50c14-9 30-9 44 0', stroke: '#f59e0b', width: 3.5 },
} as const

/** The mark as a standalone SVG document (favicons, manifest icons). */
export function brandMarkSvg({ background = brandMark.background.fill } = {}): string {
  const { letter, bridge } = brandMark
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brandMark.viewBox}">`,
    `<rect width="64" height="64" rx="${brandMark.background.radius}" fill="${background}"/>`,
    `<path d="${letter.d}" fill="none" stroke="${letter.stroke}" stroke-width="${letter.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${bridge.d}" fill="none" stroke="${bridge.stroke}" stroke-width="${bridge.width}" stroke-linecap="round"/>`,
    '</svg>',
  ].join('')
}
