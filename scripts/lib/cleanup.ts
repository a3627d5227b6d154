// Everything the benchmark starts (servers, browsers, temporary folders) is registered here and
// stopped in reverse order at the end, after an error, or on Ctrl+C.

type Task = { name: string; stop: () => Promise<void> | void }

/** Thrown where a run would start something after it was interrupted. */
export class Interrupted extends Error {
  constructor() {
    super('interrupted')
  }
}

async function stopQuietly(task: Task) {
  try {
    await task.stop()
  } catch (error) {
    console.error(`Could not stop ${task.name}: ${error instanceof Error ? error.message : error}`)
  }
}

export class Cleanup {
  private readonly tasks = new Map<number, Task>()
  private next = 0
  private stopping: Promise<void> | null = null
  /** Things started after stopping began, stopped as soon as they were registered. */
  private readonly late: Promise<void>[] = []

  /**
   * Registers a stop function; call the returned function once the thing is stopped anyway.
   * Once runAll has begun, whatever is registered is stopped at once and Interrupted is thrown,
   * so no work outlives an interrupted run.
   */
  add(name: string, stop: Task['stop']): () => void {
    if (this.stopping) {
      this.late.push(stopQuietly({ name, stop }))
      throw new Interrupted()
    }
    const id = this.next++
    this.tasks.set(id, { name, stop })
    return () => void this.tasks.delete(id)
  }

  /**
   * Stops everything registered, newest first; a failure does not stop the others. Every call
   * waits for the same stopping, so a second caller cannot exit while the first still waits.
   */
  async runAll(): Promise<void> {
    this.stopping ??= (async () => {
      for (const task of [...this.tasks.values()].reverse()) await stopQuietly(task)
      this.tasks.clear()
    })()
    await this.stopping
    await Promise.all(this.late)
  }
}
