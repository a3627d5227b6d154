import type { SVGProps } from 'react'
import { brandMark } from '@/lib/brand-mark'

/** The Northbridge mark, drawn inline so the header needs no extra request. */
export function LogoMark({
  background,
  ...props
}: SVGProps<SVGSVGElement> & { background?: string }) {
  const { letter, bridge } = brandMark
  return (
    <svg viewBox={brandMark.viewBox} aria-hidden="true" focusable="false" {...props}>
      <rect
        width="64"
        height="64"
        rx={brandMark.background.radius}
        fill={background ?? brandMark.background.fill}
      />
      <path
        d={letter.d}
        fill="none"
        stroke={letter.stroke}
        strokeWidth={letter.width}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={bridge.d}
        fill="none"
        stroke={bridge.stroke}
        strokeWidth={bridge.width}
        strokeLinecap="round"
      />
    </svg>
  )
}
