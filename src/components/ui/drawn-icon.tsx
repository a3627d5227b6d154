import { createElement, type SVGProps } from 'react'

/** An icon's shapes, in order: each an SVG element's name and its attributes. */
export type IconDrawing = readonly (readonly [tag: string, attributes: Record<string, string>])[]

type DrawnIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** One of `icon-drawings.ts`, or a lucide icon's shapes (SvgIcon). */
  drawing: IconDrawing
}

/**
 * An icon drawn as a plain <svg>, in 24 × 24 units, with lucide's presentation attributes (size
 * 24, no fill, a round 2px stroke in the text colour) from the `svg-icon` class of the stylesheet,
 * so size and colour utilities win. Decorative: hidden from assistive technology, as lucide hides
 * an icon without a label. Client components on every page draw their icons with it rather than
 * with lucide's components, whose runtime would otherwise be part of every first load.
 */
export function DrawnIcon({ drawing, className, ...props }: DrawnIconProps) {
  return createElement(
    'svg',
    {
      viewBox: '0 0 24 24',
      className: className ? `svg-icon ${className}` : 'svg-icon',
      'aria-hidden': 'true',
      ...props,
    },
    // The shapes as arguments, not an array: they never change order, so they need no keys.
    ...drawing.map(([tag, attributes]) => createElement(tag, attributes)),
  )
}
