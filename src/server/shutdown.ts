import 'server-only'
import { log } from './log'
import { knownHttpServers } from './peer-address'

type ShutdownTask = { name: string; run: () => Promise<void> }

const state = globalThis as typeof globalThis & {
  __northbridgeShutdown?: { tasks: ShutdownTask[]; installed: boolean; started: boolean }
}

function registry() {
  state.__northbridgeShutdown ??= { tasks: [], installed: false, started: false }
  return state.__northbridgeShutdown
}

/**
 * Registers work to finish before the process exits. Tasks run one after another in reverse
 * order of registration, so what started last (the mail worker) stops before what it relies on
 * (the database).
 */
export function onShutdown(name: string, run: () => Promise<void>): void {
  registry().tasks.unshift({ name, run })
}

/** How long open requests may take to finish once the server stops accepting new ones. */
const REQUEST_DRAIN_MS = 10_000

async function drainHttpServers(): Promise<void> {
  await Promise.all(
    knownHttpServers().map(
      (server) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => server.closeAllConnections(), REQUEST_DRAIN_MS)
          server.close(() => {
            clearTimeout(force)
            resolve()
          })
          server.closeIdleConnections()
        }),
    ),
  )
}

async function runTasks(): Promise<void> {
  for (const task of registry().tasks) {
    try {
      await task.run()
    } catch (error) {
      log.error('shutdown step failed', { step: task.name, error })
    }
  }
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const

/**
 * Stops the process cleanly on SIGTERM and SIGINT.
 *
 * `npm start` sets NEXT_MANUAL_SIG_HANDLE, which leaves the signals to us: we stop accepting
 * requests and let open ones finish, run the tasks above, then exit. When Next.js handles the
 * signals itself (plain `next start`), it exits as soon as its own server has closed, so the
 * tasks only get that long; the outbox's lease recovers anything they could not finish.
 */
export function installShutdownHandlers(): void {
  const shutdown = registry()
  if (shutdown.installed) return
  shutdown.installed = true
  const ownsExit = Boolean(process.env.NEXT_MANUAL_SIG_HANDLE)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A terminal's Ctrl+C reaches both `npm start` and this process: act once.
      if (shutdown.started) return
      shutdown.started = true
      log.info('shutting down', { signal })
      void (async () => {
        if (ownsExit) await drainHttpServers()
        await runTasks()
        if (ownsExit) process.exit(EXIT_CODES[signal])
      })()
    })
  }
}
