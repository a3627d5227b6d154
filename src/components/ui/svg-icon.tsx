import type { LucideIcon } from 'lucide-react'
import { createElement, type ReactElement, type SVGProps } from 'react'

type Shape = [tag: string, attributes: Record<string, string | number>]
type Drawing = { name?: string; node: Shape[] }

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
 * A lucide icon drawn as a plain <svg> with the same markup lucide gives it, for server
 * components. lucide's own components are client components: in a server component each one
 * becomes a client reference whose props (the whole drawing, with a React key per shape) are
 * sent again in the page's RSC payload and hydrated. Drawn here, the payload carries only the
 * <svg> itself. Decorative: hidden from assistive technology, as lucide hides an icon without a
 * label.
 */
export function SvgIcon({ icon, className, ...props }: SvgIconProps) {
  const { name, node } = drawingOf(icon)
  return createElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: ['lucide', name ? `lucide-${name}` : '', className].filter(Boolean).join(' '),
      'aria-hidden': 'true',
      ...props,
    },
    // The shapes as arguments, not an array: they never change order, so they need no keys.
    ...node.map(([tag, { key: _key, ...attributes }]) => createElement(tag, attributes)),
  )
}
