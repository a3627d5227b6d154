import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubReducedMotion } from '#test-support/reduced-motion'
import { useAutoplayWelcome, usePrefersReducedMotion } from './use-prefers-reduced-motion'

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
    const query = stubReducedMotion(false)
    const { unmount } = render(<Probe />)
    expect(screen.getByText('reduced: false, autoplay: true')).toBeInTheDocument()
    query.set(true)
    expect(screen.getByText('reduced: true, autoplay: false')).toBeInTheDocument()
    query.set(false)
    expect(screen.getByText('reduced: false, autoplay: true')).toBeInTheDocument()
    expect(query.watched()).toBe(true)
    unmount()
    expect(query.watched()).toBe(false)
  })

  it('never autoplays for a visitor saving data, whatever their motion preference', () => {
    stubReducedMotion(false)
    saveData(true)
    render(<Probe />)
    expect(screen.getByText('reduced: false, autoplay: false')).toBeInTheDocument()
  })
})
