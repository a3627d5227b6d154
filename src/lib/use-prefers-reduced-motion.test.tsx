import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAutoplayWelcome, usePrefersReducedMotion } from './use-prefers-reduced-motion'

/** The browser's reduced-motion media query, as a stand-in a test can flip. */
function reducedMotionQuery(initially: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  const matchMedia = vi.fn((media: string) => {
    if (media !== query.media) throw new Error(`unexpected media query ${media}`)
    return query
  })
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    listeners,
    set(matches: boolean) {
      query.matches = matches
      act(() => listeners.forEach((listener) => listener()))
    },
  }
}

function saveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: on === undefined ? undefined : { saveData: on },
    configurable: true,
  })
}

function Probe() {
  const reduced = usePrefersReducedMotion()
  const autoplay = useAutoplayWelcome()
  return <p>{`reduced: ${reduced}, autoplay: ${autoplay}`}</p>
}

afterEach(() => {
  vi.unstubAllGlobals()
  saveData(undefined)
})

describe('usePrefersReducedMotion and useAutoplayWelcome', () => {
  it('follow the media query, also when the visitor changes it while the page is open', () => {
    const query = reducedMotionQuery(false)
    const { unmount } = render(<Probe />)
    expect(screen.getByText('reduced: false, autoplay: true')).toBeInTheDocument()
    query.set(true)
    expect(screen.getByText('reduced: true, autoplay: false')).toBeInTheDocument()
    query.set(false)
    expect(screen.getByText('reduced: false, autoplay: true')).toBeInTheDocument()
    unmount()
    expect(query.listeners.size).toBe(0)
  })

  it('never autoplays for a visitor saving data, whatever their motion preference', () => {
    reducedMotionQuery(false)
    saveData(true)
    render(<Probe />)
    expect(screen.getByText('reduced: false, autoplay: false')).toBeInTheDocument()
  })
})
