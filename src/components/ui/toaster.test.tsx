import { act, render, screen } from '@testing-library/react'
import { toast as sonnerToast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from './toast'
import { Toaster } from './toaster'

beforeEach(() => {
  // Time still passes on its own, so the toast library's dynamic import can settle.
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  act(() => sonnerToast.dismiss())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('loads nothing until the first notice, then shows what was raised meanwhile', async () => {
    render(<Toaster />)
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument()

    act(() => toast.success('Saved', { description: 'Your request is in.' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByText('Your request is in.')).toBeInTheDocument()
  })

  it('shows at most three notices, in a polite live region, and closes each after 4 s', async () => {
    render(<Toaster />)
    act(() => {
      for (let index = 1; index <= 5; index++) toast.message(`Notice ${index}`)
    })
    const region = await screen.findByRole('region', { name: /Notifications/ })
    expect(region).toHaveAttribute('aria-live', 'polite')
    await screen.findByText('Notice 5')
    act(() => vi.advanceTimersByTime(50))
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible).toHaveLength(3)

    act(() => vi.advanceTimersByTime(3_800))
    expect(screen.queryByText('Notice 5')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(4_500))
    expect(screen.queryByText('Notice 5')).not.toBeInTheDocument()
  })
})
