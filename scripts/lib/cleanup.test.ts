import { describe, expect, it } from 'vitest'
import { Cleanup, Interrupted } from './cleanup'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('stopping what a run started', () => {
  it('stops everything, newest first, except what was released', async () => {
    const cleanup = new Cleanup()
    const stopped: string[] = []
    cleanup.add('server', () => void stopped.push('server'))
    const release = cleanup.add('browser', () => void stopped.push('browser'))
    cleanup.add('chromium', () => void stopped.push('chromium'))
    release()
    await cleanup.runAll()
    expect(stopped).toEqual(['chromium', 'server'])
  })

  it('makes every caller wait for the same slow stop', async () => {
    const cleanup = new Cleanup()
    let done = false
    cleanup.add('server', async () => {
      await later(50)
      done = true
    })
    void cleanup.runAll()
    await cleanup.runAll()
    expect(done).toBe(true)
  })

  it('stops at once what is started after stopping began, and says so', async () => {
    const cleanup = new Cleanup()
    await cleanup.runAll()
    let stopped = false
    expect(() => cleanup.add('late chromium', () => void (stopped = true))).toThrow(Interrupted)
    await cleanup.runAll()
    expect(stopped).toBe(true)
  })

  it('goes on when one stop fails', async () => {
    const cleanup = new Cleanup()
    const stopped: string[] = []
    cleanup.add('server', () => void stopped.push('server'))
    cleanup.add('broken', () => {
      throw new Error('already gone')
    })
    // The failure is reported on console.error, which the test setup would count as a bug.
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      await cleanup.runAll()
    } finally {
      console.error = original
    }
    expect(stopped).toEqual(['server'])
    expect(errors).toHaveLength(1)
  })
})
