import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WIDGET_LOAD_TIMEOUT_MS, WIDGET_POLL_MS, waitForWidget } from './wait-for-widget'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('waitForWidget', () => {
  it('checks every 100 ms and resolves as soon as the widget is there', async () => {
    let checks = 0
    const waiting = waitForWidget(() => ++checks === 4)
    await vi.advanceTimersByTimeAsync(3 * WIDGET_POLL_MS)
    await expect(waiting).resolves.toBeUndefined()
    expect(checks).toBe(4)
  })

  it('gives up after 10 seconds', async () => {
    let checks = 0
    const waiting = waitForWidget(() => {
      checks += 1
      return false
    })
    const outcome = expect(waiting).rejects.toThrow('the widget did not load in time')
    await vi.advanceTimersByTimeAsync(WIDGET_LOAD_TIMEOUT_MS)
    await outcome
    expect(checks).toBe(WIDGET_LOAD_TIMEOUT_MS / WIDGET_POLL_MS + 1)
  })

  it('stops checking once the page no longer waits', async () => {
    const controller = new AbortController()
    let checks = 0
    void waitForWidget(() => {
      checks += 1
      return false
    }, controller.signal)
    await vi.advanceTimersByTimeAsync(WIDGET_POLL_MS)
    controller.abort()
    await vi.advanceTimersByTimeAsync(WIDGET_LOAD_TIMEOUT_MS)
    expect(checks).toBe(2)
  })
})
