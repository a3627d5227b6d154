import type { LucideIcon } from 'lucide-react'
import { type ReactElement, type SVGProps } from 'react'
import { DrawnIcon, type IconDrawing } from './drawn-icon'

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
 * A lucide icon drawn as a plain <svg> (DrawnIcon), for server components. lucide's own components
 * are client components: in a server component each one becomes a client reference whose props
 * (the whole drawing, with a React key per shape) are sent again in the page's RSC payload and
 * hydrated. Drawn here, the payload carries only the <svg>.
 */
export function SvgIcon({ icon, ...props }: SvgIconProps) {
  const drawing: IconDrawing = drawingOf(icon).node.map(([tag, { key: _key, ...attributes }]) => [
    tag,
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, String(value)])),
  ])
  return <DrawnIcon drawing={drawing} {...props} />
}
