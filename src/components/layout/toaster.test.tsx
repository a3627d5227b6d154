import { act, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './toaster'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  act(() => toast.dismiss())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows at most three notices, in a polite live region, and closes each after 4 s', () => {
    render(<Toaster />)
    act(() => {
      for (let index = 1; index <= 5; index++) toast(`Notice ${index}`)
    })
    act(() => vi.advanceTimersByTime(50))

    const region = screen.getByRole('region', { name: /Notifications/ })
    expect(region).toHaveAttribute('aria-live', 'polite')
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible).toHaveLength(3)

    act(() => vi.advanceTimersByTime(3_900))
    expect(screen.queryByText('Notice 5')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(4_500))
    expect(screen.queryByText('Notice 5')).not.toBeInTheDocument()
  })
})
