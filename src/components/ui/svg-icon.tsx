import type { LucideIcon } from 'lucide-react'
import { createElement, type ReactElement, type SVGProps } from 'react'

type Shape = [tag: string, attributes: Record<string, string | number>]
type Drawing = { node: Shape[] }

/**
 * The drawing inside a lucide icon component. Each one renders lucide's `Icon` with the drawing
 * as its `icon` prop; calling its render function gives that element without rendering it.
 */
function drawingOf(icon: LucideIcon): Drawing {
  const { render } = icon as unknown as {
    render?: (props: object, ref: null) => ReactElement<{ icon?: Drawing }>
  }
  const drawing = render?.({}, null).props.icon
  if (!drawing || !Array.isArray(drawing.node)) {
    throw new Error(`${icon.displayName ?? 'This component'} is not a lucide icon`)
  }
  return drawing
}

type SvgIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** A lucide icon component, e.g. `Check`. */
  icon: LucideIcon
}

/**
 * A lucide icon drawn as a plain <svg>, for server components. lucide's own components are
 * client components: in a server component each one becomes a client reference whose props (the
 * whole drawing, with a React key per shape) are sent again in the page's RSC payload and
 * hydrated. Drawn here, the payload carries only the <svg>, and lucide's presentation attributes
 * (size 24, no fill, a round 2px stroke in the text colour) come from the `svg-icon` class of
 * the stylesheet instead of being repeated on every icon. Decorative: hidden from assistive
 * technology, as lucide hides an icon without a label.
 */
export function SvgIcon({ icon, className, ...props }: SvgIconProps) {
  const { node } = drawingOf(icon)
  return createElement(
    'svg',
    {
      viewBox: '0 0 24 24',
      className: className ? `svg-icon ${className}` : 'svg-icon',
      'aria-hidden': 'true',
      ...props,
    },
    // The shapes as arguments, not an array: they never change order, so they need no keys.
    ...node.map(([tag, { key: _key, ...attributes }]) => createElement(tag, attributes)),
  )
}
