import { computeSourceFingerprint, isBuildCurrent, recordBuild } from './build-fingerprint'
import { NEXT_BIN, projectRoot, run, withTelemetryOff } from './run'

/** Runs `next build` and records which sources it was built from. */
export async function buildProduction(): Promise<void> {
  const fingerprint = computeSourceFingerprint(projectRoot)
  const code = await run(process.execPath, [NEXT_BIN, 'build'], {
    env: withTelemetryOff({ ...process.env, NODE_ENV: 'production' }),
  })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  recordBuild(projectRoot, fingerprint)
}

/** Builds only when there is no build for the current sources. */
export async function buildIfStale(): Promise<'current' | 'built'> {
  if (isBuildCurrent(projectRoot)) return 'current'
  console.info('No production build for the current sources: building (this takes a few minutes)…')
  await buildProduction()
  return 'built'
}
