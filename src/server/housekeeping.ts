import 'server-only'
import type { Database } from './db/client'
import { getDb } from './db/instance'
import { log } from './log'
import { onShutdown } from './shutdown'

export type HousekeepingTask = (db: Database) => Promise<unknown>

const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000

/**
 * Runs background work on a timer: clean-up (expired rate-limit windows, used verifications)
 * every 15 minutes by default, scheduled jobs more often. A failed run is logged and tried again
 * next time; it never stops the server. With `runAtStart`, a first run goes at once (a job whose
 * time passed while the server was down catches up). Each task must be safe to run on every
 * instance at once: the database decides who does what.
 */
export function startHousekeeping(
  tasks: Record<string, HousekeepingTask>,
  {
    name = 'housekeeping',
    everyMs = HOUSEKEEPING_INTERVAL_MS,
    runAtStart = false,
  }: { name?: string; everyMs?: number; runAtStart?: boolean } = {},
): void {
  let running = false
  const run = async () => {
    // A slow run (a database outage) is not overtaken by the next tick.
    if (running) return
    running = true
    for (const [task, work] of Object.entries(tasks)) {
      try {
        await work(getDb())
      } catch (error) {
        log.warn('housekeeping task failed', { task, error })
      }
    }
    running = false
  }
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  if (runAtStart) void run()
  onShutdown(name, async () => clearInterval(timer))
}
