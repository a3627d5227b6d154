import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { NEXT_BIN, projectRoot, run, withTelemetryOff } from '../../scripts/lib/run'

// The floor: a bare Next.js app (bench/floor) built with the project's own Next.js. Its build
// stays in bench/floor/.next (ignored by git) and is reused while its sources and the Next.js
// version are unchanged, so repeated runs and `npm test`'s smoke run do not rebuild it.

export const FLOOR_DIR = path.join(projectRoot, 'bench', 'floor')
export const FLOOR_DIST = path.join(FLOOR_DIR, '.next')
const FINGERPRINT_FILE = path.join(FLOOR_DIST, 'bench-fingerprint')

/** Files Next.js writes into the floor's folder itself. */
const GENERATED = new Set(['.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !GENERATED.has(entry.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? sourceFiles(full) : [full]
    })
    .sort()
}

export function nextVersion(): string {
  const manifest = path.join(projectRoot, 'node_modules', 'next', 'package.json')
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
}

function floorFingerprint(): string {
  const hash = createHash('sha256').update(`next@${nextVersion()}\0`)
  for (const file of sourceFiles(FLOOR_DIR)) {
    hash.update(`${path.relative(FLOOR_DIR, file)}\0`).update(fs.readFileSync(file))
  }
  return hash.digest('hex')
}

export async function buildFloorIfStale(): Promise<'current' | 'built'> {
  const fingerprint = floorFingerprint()
  const built =
    fs.existsSync(path.join(FLOOR_DIST, 'BUILD_ID')) &&
    fs.existsSync(FINGERPRINT_FILE) &&
    fs.readFileSync(FINGERPRINT_FILE, 'utf8').trim() === fingerprint
  if (built) return 'current'
  console.info('Building the floor (bench/floor), a bare Next.js app…')
  const code = await run(
    process.execPath,
    [NEXT_BIN, 'build', path.relative(projectRoot, FLOOR_DIR)],
    {
      env: withTelemetryOff({ ...process.env, NODE_ENV: 'production' }),
    },
  )
  if (code !== 0) throw new Error(`next build bench/floor failed with exit code ${code}`)
  fs.writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`)
  return 'built'
}
