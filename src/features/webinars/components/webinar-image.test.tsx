import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { webinarImageUrl } from '../images/webinar-images'
import { WebinarImage } from './webinar-image'

// A webinar's picture as the cards render it (issue 29, decision 048): an upload with the srcset
// of its stored WebP sizes, an artwork through next/image as every other picture of the site.

const ID = '0b6f5a52-8d0c-4c4e-9a64-3f1f1f0c2a11'
const SIZES = '(min-width: 1024px) 33vw, 100vw'

describe('WebinarImage', () => {
  it('gives an upload its own sizes, framed 1200×630, loaded lazily unless it is the LCP', () => {
    const { container } = render(<WebinarImage image={`/webinar-images/${ID}`} sizes={SIZES} />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(`/webinar-images/${ID}/800.webp`)
    expect(img.getAttribute('srcset')).toBe(
      [480, 800, 1200].map((width) => `/webinar-images/${ID}/${width}.webp ${width}w`).join(', '),
    )
    expect(img).toHaveAttribute('sizes', SIZES)
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')

    const lcp = render(<WebinarImage image={`/webinar-images/${ID}`} sizes={SIZES} lcp />)
    const eager = lcp.container.querySelector('img')!
    expect(eager).toHaveAttribute('loading', 'eager')
    expect(eager).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves an artwork to next/image, and names a real file for each in JSON-LD', () => {
    const artwork = '/images/webinars/governing-agentic-ai.svg'
    const { container } = render(<WebinarImage image={artwork} sizes={SIZES} />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toContain('governing-agentic-ai.svg')
    expect(img.getAttribute('srcset') ?? '').not.toContain('/webinar-images/')
    expect(webinarImageUrl(artwork)).toBe(artwork)
    expect(webinarImageUrl(`/webinar-images/${ID}`)).toBe(`/webinar-images/${ID}/1200.webp`)
  })
})
