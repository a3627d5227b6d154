import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  prefersReducedMotion,
  useAutoplayWelcome,
  usePrefersReducedMotion,
} from './use-prefers-reduced-motion'

/** A media query list whose answer the test changes, as a visitor toggling the setting would. */
function motionSetting(initiallyReduced: boolean) {
  let reduced = initiallyReduced
  const listeners = new Set<() => void>()
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      get matches() {
        return reduced && media === '(prefers-reduced-motion: reduce)'
      },
      media,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  )
  return {
    set(next: boolean) {
      reduced = next
      listeners.forEach((listener) => listener())
    },
  }
}

function saveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: on === undefined ? undefined : { saveData: on },
    configurable: true,
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  saveData(undefined)
})

describe('the reduced-motion preference', () => {
  it('is read on demand', () => {
    motionSetting(true)
    expect(prefersReducedMotion()).toBe(true)
    motionSetting(false)
    expect(prefersReducedMotion()).toBe(false)
  })

  it('follows the visitor changing the setting while the page is open', () => {
    const setting = motionSetting(false)
    const { result } = renderHook(() => usePrefersReducedMotion())
    expect(result.current).toBe(false)
    act(() => setting.set(true))
    expect(result.current).toBe(true)
  })

  it('allows autoplay only with motion welcome and no Save-Data', () => {
    const setting = motionSetting(false)
    const { result } = renderHook(() => useAutoplayWelcome())
    expect(result.current).toBe(true)
    act(() => setting.set(true))
    expect(result.current).toBe(false)

    motionSetting(false)
    saveData(true)
    expect(renderHook(() => useAutoplayWelcome()).result.current).toBe(false)
  })
})
