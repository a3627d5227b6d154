import 'server-only'
import path from 'node:path'

/** The absolute data folder (embedded database, generated secrets) for a DATA_DIR setting. */
export function resolveDataDir(dataDir: string, cwd: string = process.cwd()): string {
  return path.resolve(cwd, dataDir)
}
