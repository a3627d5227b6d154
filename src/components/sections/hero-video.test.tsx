import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubReducedMotion } from '#test-support/reduced-motion'
import { HERO_VIDEO_PAUSED_KEY, HeroVideo } from './hero-video'

const props = { webm: '/video/hero.webm', mp4: '/video/hero.mp4' }
const BUTTON = 'Pause background video'

function saveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: on === undefined ? undefined : { saveData: on },
    configurable: true,
  })
}

function video(container: HTMLElement): HTMLVideoElement | null {
  return container.querySelector('video')
}

// jsdom has no media playback: record the calls instead.
let play: ReturnType<typeof vi.spyOn>
let pause: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  window.sessionStorage.clear()
  stubReducedMotion(false)
  saveData(undefined)
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  saveData(undefined)
  window.sessionStorage.clear()
})

describe('HeroVideo', () => {
  it('plays a muted, looping, hidden-from-assistive-tech video with a pause button', () => {
    const { container } = render(<HeroVideo {...props} />)
    const element = video(container)!
    expect(element.autoplay).toBe(true)
    expect(element.muted).toBe(true)
    expect(element.loop).toBe(true)
    expect(element).toHaveAttribute('aria-hidden', 'true')
    expect([...element.querySelectorAll('source')].map((source) => source.type)).toEqual([
      'video/webm',
      'video/mp4',
    ])
    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-pressed', 'false')
  })

  it('pauses and plays again from the keyboard, announcing the state with aria-pressed', async () => {
    const user = userEvent.setup()
    const { container } = render(<HeroVideo {...props} />)
    const button = screen.getByRole('button', { name: BUTTON })

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(pause).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveAccessibleName(BUTTON)
    expect(video(container)!.autoplay).toBe(false)

    await user.keyboard(' ')
    expect(play).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveFocus()
  })

  it('remembers a pause for the session and does not start the video on the next load', async () => {
    const user = userEvent.setup()
    const first = render(<HeroVideo {...props} />)
    await user.click(screen.getByRole('button', { name: BUTTON }))
    expect(window.sessionStorage.getItem(HERO_VIDEO_PAUSED_KEY)).toBe('true')
    first.unmount()

    const { container } = render(<HeroVideo {...props} />)
    expect(video(container)!.autoplay).toBe(false)
    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: BUTTON }))
    expect(window.sessionStorage.getItem(HERO_VIDEO_PAUSED_KEY)).toBeNull()
  })

  it('still pauses when session storage is refused', async () => {
    const user = userEvent.setup()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    render(<HeroVideo {...props} />)
    const button = screen.getByRole('button', { name: BUTTON })
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  it('renders no video and no button under prefers-reduced-motion: reduce', () => {
    stubReducedMotion(true)
    const { container } = render(<HeroVideo {...props} />)
    expect(video(container)).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(play).not.toHaveBeenCalled()
  })

  it('renders no video and no button when the visitor saves data', () => {
    saveData(true)
    const { container } = render(<HeroVideo {...props} />)
    expect(video(container)).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
