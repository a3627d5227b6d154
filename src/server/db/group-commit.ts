import type { Database } from './client'

/**
 * Writes one statement for many callers (group commit). While a statement runs, the items that
 * arrive wait and then go together in the next one, so under load the database sees a few
 * statements a second instead of one per request (each a commit: on PGlite a synchronous write
 * to its files), and an item that arrives alone is written at once.
 *
 * `write` gets the batch in arrival order and answers one result per item, in the same order.
 * If it throws, every item of that batch is rejected with its error; the next batch still runs.
 * Items are batched per database handle only, so a transaction's items never join the pool's.
 */
export function groupCommit<Item, Result>(
  write: (db: Database, batch: readonly Item[]) => Promise<readonly Result[]>,
  maxBatch: number,
): (db: Database, item: Item) => Promise<Result> {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }
  type Writer = { writing: boolean; queue: Waiting[] }
  const writers = new WeakMap<Database, Writer>()

  async function drain(db: Database, writer: Writer): Promise<void> {
    writer.writing = true
    try {
      while (writer.queue.length > 0) {
        const batch = writer.queue.splice(0, maxBatch)
        try {
          const results = await write(
            db,
            batch.map((waiting) => waiting.item),
          )
          batch.forEach((waiting, index) => waiting.resolve(results[index]!))
        } catch (error) {
          for (const waiting of batch) waiting.reject(error)
        }
      }
    } finally {
      writer.writing = false
    }
  }

  return (db, item) => {
    let writer = writers.get(db)
    if (!writer) {
      writer = { writing: false, queue: [] }
      writers.set(db, writer)
    }
    const current = writer
    return new Promise<Result>((resolve, reject) => {
      current.queue.push({ item, resolve, reject })
      if (!current.writing) void drain(db, current)
    })
  }
}
