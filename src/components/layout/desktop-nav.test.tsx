import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mainMenus } from '@/config/nav'
import { DesktopNav } from './desktop-nav'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const hover = (element: Element) => fireEvent.pointerMove(element, { pointerType: 'mouse' })
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('DesktopNav timing', () => {
  it('opens 200 ms after the pointer arrives and closes 150 ms after it leaves', () => {
    render(<DesktopNav menus={mainMenus} />)
    const services = screen.getByRole('button', { name: 'Services' })

    hover(services)
    wait(199)
    expect(services).toHaveAttribute('aria-expanded', 'false')
    wait(1)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'AI' })).toHaveAttribute(
      'href',
      '/expertise/artificial-intelligence',
    )

    leave(services)
    wait(149)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    wait(1)
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('skips the open delay when moving to another menu within 300 ms', () => {
    render(<DesktopNav menus={mainMenus} />)
    const services = screen.getByRole('button', { name: 'Services' })
    const industries = screen.getByRole('button', { name: 'Industries' })

    hover(services)
    wait(200)
    leave(services)
    hover(industries)
    wait(0)
    expect(industries).toHaveAttribute('aria-expanded', 'true')
  })

  it('needs the full delay again once 300 ms have passed with every menu closed', () => {
    render(<DesktopNav menus={mainMenus} />)
    const services = screen.getByRole('button', { name: 'Services' })
    const about = screen.getByRole('button', { name: 'About Us' })

    hover(services)
    wait(200)
    leave(services)
    wait(150 + 300)
    hover(about)
    wait(199)
    expect(about).toHaveAttribute('aria-expanded', 'false')
    wait(1)
    expect(about).toHaveAttribute('aria-expanded', 'true')
  })
})
