import 'server-only'
import type { Database } from './db/client'
import { getDb } from './db/instance'
import { log } from './log'
import { onShutdown } from './shutdown'

export type HousekeepingTask = (db: Database) => Promise<unknown>

const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000

/**
 * Runs clean-up work (expired rate-limit windows, used verifications) every 15 minutes in the
 * background. A failed run is logged and tried again next time; it never stops the server.
 */
export function startHousekeeping(tasks: Record<string, HousekeepingTask>): void {
  const run = async () => {
    for (const [name, task] of Object.entries(tasks)) {
      try {
        await task(getDb())
      } catch (error) {
        log.warn('housekeeping task failed', { task: name, error })
      }
    }
  }
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS)
  timer.unref()
  onShutdown('housekeeping', async () => clearInterval(timer))
}
