// Everything the benchmark starts (servers, browsers, temporary folders) is registered here and
// stopped in reverse order at the end, after an error, or on Ctrl+C.

type Task = { name: string; stop: () => Promise<void> | void }

export class Cleanup {
  private readonly tasks = new Map<number, Task>()
  private next = 0

  /** Registers a stop function; call the returned function once the thing is stopped anyway. */
  add(name: string, stop: Task['stop']): () => void {
    const id = this.next++
    this.tasks.set(id, { name, stop })
    return () => void this.tasks.delete(id)
  }

  /** Stops everything still registered, newest first; a failure does not stop the others. */
  async runAll(): Promise<void> {
    const tasks = [...this.tasks.entries()].reverse()
    this.tasks.clear()
    for (const [, task] of tasks) {
      try {
        await task.stop()
      } catch (error) {
        console.error(
          `Could not stop ${task.name}: ${error instanceof Error ? error.message : error}`,
        )
      }
    }
  }
}
