import { describe, expect, it } from 'vitest'
import type { Database } from './client'
import { groupCommit } from './group-commit'

/** Only the identity of a database matters to groupCommit: its batches are per handle. */
const handle = () => ({}) as Database

/** A write that records each batch and waits for the test to let it finish. */
function recordingWrite() {
  const batches: number[][] = []
  const pending: (() => void)[] = []
  const write = (_db: Database, batch: readonly number[]) => {
    batches.push([...batch])
    return new Promise<number[]>((resolve) => {
      pending.push(() => resolve(batch.map((item) => item * 10)))
    })
  }
  const finishNext = async () => {
    await new Promise((resolve) => setImmediate(resolve))
    pending.shift()?.()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { batches, write, finishNext }
}

describe('groupCommit', () => {
  it('writes an item that arrives alone at once, and those arriving meanwhile together next', async () => {
    const { batches, write, finishNext } = recordingWrite()
    const add = groupCommit(write, 100)
    const db = handle()
    const first = add(db, 1)
    const rest = [2, 3, 4].map((item) => add(db, item))
    expect(batches).toEqual([[1]])
    await finishNext()
    expect(await first).toBe(10)
    expect(batches).toEqual([[1], [2, 3, 4]])
    await finishNext()
    expect(await Promise.all(rest)).toEqual([20, 30, 40])
  })

  it('writes at most the batch size at a time, and keeps each database’s items apart', async () => {
    const { batches, write, finishNext } = recordingWrite()
    const add = groupCommit(write, 2)
    const [one, two] = [handle(), handle()]
    const answers = [add(one, 1), add(one, 2), add(one, 3), add(one, 4), add(two, 5)]
    for (let step = 0; step < 4; step++) await finishNext()
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50])
    expect(batches).toEqual([[1], [5], [2, 3], [4]])
  })

  it('rejects only the batch whose write failed; the next batch is still written', async () => {
    let calls = 0
    const add = groupCommit(async (_db, batch: readonly string[]) => {
      calls += 1
      if (batch.includes('bad')) throw new Error('constraint violated')
      return batch.map((item) => item.length)
    }, 10)
    const db = handle()
    const first = add(db, 'bad')
    const second = add(db, 'good')
    await expect(first).rejects.toThrow('constraint violated')
    expect(await second).toBe(4)
    expect(calls).toBe(2)
  })
})
