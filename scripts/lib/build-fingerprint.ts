import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A production build is current when it was made from exactly the files that shape it. We hash
 * those files (and the NEXT_PUBLIC_ variables, which are baked into the bundle) and keep the hash
 * beside the build; `npm start` rebuilds when the hash differs or no build exists.
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'drizzle',
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
  // The steps that finish the build's pages and static assets (scripts after the first paint,
  // compile hints, precompressed copies).
  'scripts/lib/build.ts',
  'scripts/lib/start-after-paint.ts',
  'scripts/lib/compile-hints.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/csp-hashes.ts',
  'scripts/lib/first-load.ts',
  // The standalone folder holds copies of the server and the files it reads (decision 024):
  // the production server is the whole of server/ (its tests aside, as everywhere).
  'scripts/lib/standalone.ts',
  'server',
] as const

export const FINGERPRINT_FILE = path.join('.next', 'source-fingerprint')

/** Tests never reach the bundle, so editing one must not force a rebuild. */
const IGNORED = /(\.test\.tsx?|\.spec\.tsx?)$/

function listFiles(root: string, relative: string): string[] {
  const absolute = path.join(root, relative)
  if (!fs.existsSync(absolute)) return []
  if (!fs.statSync(absolute).isDirectory()) return [relative]
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => listFiles(root, path.join(relative, entry.name)))
}

export function computeSourceFingerprint(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const hash = createHash('sha256')
  const files = BUILD_INPUTS.flatMap((input) => listFiles(root, input))
    .filter((file) => !IGNORED.test(file))
    .sort()
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`)
    hash.update(fs.readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  const publicVariables = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort()
  for (const name of publicVariables) hash.update(`${name}=${env[name]}\0`)
  return hash.digest('hex')
}

export function isBuildCurrent(
  root: string,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return false
  const fingerprintFile = path.join(root, FINGERPRINT_FILE)
  if (!fs.existsSync(fingerprintFile)) return false
  return fs.readFileSync(fingerprintFile, 'utf8').trim() === computeSourceFingerprint(root, env)
}

export function recordBuild(root: string, fingerprint: string): void {
  fs.writeFileSync(path.join(root, FINGERPRINT_FILE), `${fingerprint}\n`)
}
