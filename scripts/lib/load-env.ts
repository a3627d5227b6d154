import nextEnv from '@next/env'
import { projectRoot } from './run'

/**
 * Loads `.env`, `.env.production` and friends the way `next start` does, so the scripts around
 * the server (start, migrate, seed) see the same configuration as the server itself.
 */
export function loadProjectEnv(): void {
  nextEnv.loadEnvConfig(projectRoot, false, { info: () => {}, error: console.error })
}
