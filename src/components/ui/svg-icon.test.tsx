import { ArrowRight, Check, Cpu } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SvgIcon } from './svg-icon'

/** The shapes inside an <svg>, in order. */
const shapes = (markup: string) => markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')

describe('SvgIcon', () => {
  it.each([
    ['Check', Check],
    ['ArrowRight', ArrowRight],
    ['Cpu', Cpu],
  ])('draws the shapes of %s as lucide does', (_name, Icon) => {
    const ours = renderToStaticMarkup(<SvgIcon icon={Icon} className="size-4 text-teal-700" />)
    expect(ours).toMatch(
      /^<svg viewBox="0 0 24 24" class="svg-icon size-4 text-teal-700" aria-hidden="true">/,
    )
    expect(shapes(ours)).toBe(shapes(renderToStaticMarkup(<Icon />)))
  })

  it('passes other attributes through', () => {
    expect(renderToStaticMarkup(<SvgIcon icon={Check} focusable="false" />)).toContain(
      'class="svg-icon" aria-hidden="true" focusable="false"',
    )
  })

  it('refuses a component that is not a lucide icon', () => {
    const NotAnIcon = (() => null) as unknown as typeof Check
    expect(() => renderToStaticMarkup(<SvgIcon icon={NotAnIcon} />)).toThrow(/not a lucide icon/)
  })
})
