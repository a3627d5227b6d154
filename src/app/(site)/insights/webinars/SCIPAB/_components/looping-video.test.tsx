import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubReducedMotion } from '#test-support/reduced-motion'
import { LoopingVideo } from './looping-video'

const props = {
  label: 'Video: SCIPAB for Agentic AI (2 minutes, no sound)',
  webm: '/video/webinars/scipab.webm',
  mp4: '/video/webinars/scipab.mp4',
  poster: '/images/webinars/scipab-poster.webp',
  width: 960,
  height: 540,
}

// jsdom has no media playback: record the calls instead.
let play: ReturnType<typeof vi.spyOn>
let pause: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function video(): HTMLVideoElement {
  return screen.getByLabelText(props.label) as HTMLVideoElement
}

describe('LoopingVideo', () => {
  it('is a muted, looping player with controls, a poster and both formats', () => {
    stubReducedMotion(false)
    render(<LoopingVideo {...props} />)
    const element = video()
    expect(element.tagName).toBe('VIDEO')
    expect(element.muted).toBe(true)
    expect(element.loop).toBe(true)
    expect(element.controls).toBe(true)
    expect(element).toHaveAttribute('playsinline')
    expect(element).toHaveAttribute('preload', 'metadata')
    expect(element).toHaveAttribute('poster', props.poster)
    const sources = [...element.querySelectorAll('source')].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('type'),
    ])
    expect(sources).toEqual([
      [props.webm, 'video/webm'],
      [props.mp4, 'video/mp4'],
    ])
  })

  it('plays by itself when motion is welcome', () => {
    stubReducedMotion(false)
    render(<LoopingVideo {...props} />)
    expect(video().autoplay).toBe(true)
    expect(play).toHaveBeenCalled()
  })

  it('stays paused under prefers-reduced-motion: reduce', () => {
    stubReducedMotion(true)
    render(<LoopingVideo {...props} />)
    expect(video().autoplay).toBe(false)
    expect(play).not.toHaveBeenCalled()
  })

  it('pauses when the visitor turns reduced motion on while it plays', () => {
    const motion = stubReducedMotion(false)
    render(<LoopingVideo {...props} />)
    pause.mockClear()
    motion.set(true)
    expect(pause).toHaveBeenCalled()
    expect(video().autoplay).toBe(false)
  })

  it('starts again from the beginning if it ever ends', () => {
    stubReducedMotion(false)
    render(<LoopingVideo {...props} />)
    play.mockClear()
    fireEvent.ended(video())
    expect(video().currentTime).toBe(0)
    expect(play).toHaveBeenCalledTimes(1)
  })
})
