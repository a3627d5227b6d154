import { ArrowRight, Check, Cpu } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SvgIcon } from './svg-icon'

describe('SvgIcon', () => {
  it.each([
    ['Check', Check],
    ['ArrowRight', ArrowRight],
    ['Cpu', Cpu],
  ])('draws %s exactly as lucide does', (_name, icon) => {
    const Lucide = icon
    expect(renderToStaticMarkup(<SvgIcon icon={icon} className="size-4 text-teal-700" />)).toBe(
      renderToStaticMarkup(<Lucide aria-hidden="true" className="size-4 text-teal-700" />),
    )
  })

  it('passes other attributes through', () => {
    expect(renderToStaticMarkup(<SvgIcon icon={Check} focusable="false" />)).toContain(
      'class="lucide lucide-check" aria-hidden="true" focusable="false"',
    )
  })

  it('refuses a component that is not a lucide icon', () => {
    const NotAnIcon = (() => null) as unknown as typeof Check
    expect(() => renderToStaticMarkup(<SvgIcon icon={NotAnIcon} />)).toThrow(/not a lucide icon/)
  })
})
