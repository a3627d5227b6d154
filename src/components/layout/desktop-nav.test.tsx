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

describe('DesktopNav panels and keyboard', () => {
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

  it('has every panel link in the markup while closed, hidden until its menu opens', () => {
    const { container } = render(<DesktopNav menus={mainMenus} />)
    const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    for (const href of [
      '/services',
      '/about/mission',
      '/insights/webinars',
      '/industries/high-tech',
    ]) {
      expect(hrefs).toContain(href)
    }
    expect(screen.queryByRole('link', { name: 'AI' })).not.toBeInTheDocument()
    const services = screen.getByRole('button', { name: 'Services' })
    expect(document.getElementById(services.getAttribute('aria-controls')!)).toHaveAttribute(
      'hidden',
    )
  })

  it('toggles on click, and a pointer resting on the trigger does not reopen it', () => {
    render(<DesktopNav menus={mainMenus} />)
    const services = screen.getByRole('button', { name: 'Services' })
    fireEvent.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'false')
    hover(services)
    wait(500)
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves between triggers with the arrow keys, Home and End', () => {
    render(<DesktopNav menus={mainMenus} />)
    const triggers = screen.getAllByRole('button')
    act(() => triggers[0]!.focus())
    press('ArrowRight')
    expect(triggers[1]).toHaveFocus()
    press('ArrowLeft')
    press('ArrowLeft')
    expect(triggers[triggers.length - 1]).toHaveFocus()
    press('Home')
    expect(triggers[0]).toHaveFocus()
    press('End')
    expect(triggers[triggers.length - 1]).toHaveFocus()
  })

  it('walks a panel with the arrow keys and returns to the trigger on Escape', () => {
    render(<DesktopNav menus={mainMenus} />)
    const insights = screen.getByRole('button', { name: 'Insights' })
    act(() => insights.focus())
    fireEvent.click(insights)
    press('ArrowDown')
    expect(screen.getByRole('link', { name: /^Thought Leadership/ })).toHaveFocus()
    press('ArrowDown')
    expect(screen.getByRole('link', { name: /^Webinars/ })).toHaveFocus()
    press('ArrowUp')
    press('ArrowUp')
    expect(insights).toHaveFocus()
    press('ArrowDown')
    press('Escape')
    expect(insights).toHaveAttribute('aria-expanded', 'false')
    expect(insights).toHaveFocus()
  })

  it('closes when focus leaves the menu, on a press outside and when a link is followed', () => {
    render(
      <>
        <DesktopNav menus={mainMenus} />
        <button type="button">Elsewhere</button>
      </>,
    )
    const about = screen.getByRole('button', { name: 'About Us' })
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })

    fireEvent.click(about)
    fireEvent.blur(about, { relatedTarget: elsewhere })
    expect(about).toHaveAttribute('aria-expanded', 'false')

    fireEvent.click(about)
    fireEvent.pointerDown(elsewhere)
    expect(about).toHaveAttribute('aria-expanded', 'false')

    fireEvent.click(about)
    fireEvent.click(screen.getByRole('link', { name: 'Partners' }))
    expect(about).toHaveAttribute('aria-expanded', 'false')
  })
})
