import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})

// Widgets load their dialogs and forms with dynamic import() on first use, as on the site; on a
// busy 2-core machine the first import can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5_000 })

// Browser APIs jsdom lacks that Radix primitives call. Each stub is the smallest no-op that lets
// the component run; layout is not measured in jsdom anyway. Only added where missing.

// Select reads pointer capture on pointerdown.
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}

// Select scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => {}

// Popper arrows (Tooltip) measure themselves with a ResizeObserver.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
