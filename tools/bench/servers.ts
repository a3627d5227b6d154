import path from 'node:path'
import { NEXT_BIN, projectRoot, withTelemetryOff } from '../../scripts/lib/run'
import type { Cleanup } from '../../scripts/lib/cleanup'
import { startServer, type Server } from '../../scripts/lib/site-server'
import { FLOOR_DIR } from './floor'

// The floor the benchmark measures beside the site (scripts/lib/site-server.ts): `next start` of
// bench/floor on a free port of its own.

/** The floor's production build (bench/floor). */
export async function startFloor(cleanup: Cleanup): Promise<Server> {
  return startServer({
    name: 'floor',
    command: (port) => [
      NEXT_BIN,
      'start',
      path.relative(projectRoot, FLOOR_DIR),
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    env: withTelemetryOff({ ...process.env, NODE_ENV: 'production' }),
    readyPath: '/',
    cleanup,
  })
}
