import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Stands in for the browser's `(prefers-reduced-motion: reduce)` media query in jsdom: a test
 * sets the visitor's preference and can change it while the page is open, as a visitor does in
 * their system settings. Any other media query is a mistake of the code under test.
 */
export function stubReducedMotion(initially: boolean) {
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    onchange: null as (() => void) | null,
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => {
      if (media !== query.media) throw new Error(`unexpected media query ${media}`)
      return query
    }),
  )
  return {
    /** Whether something listens for changes of the preference. */
    watched: () => query.onchange !== null,
    set(matches: boolean) {
      query.matches = matches
      act(() => query.onchange?.())
    },
  }
}
