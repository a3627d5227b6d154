import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  computeSourceFingerprint,
  FINGERPRINT_FILE,
  isBuildCurrent,
  recordBuild,
} from './build-fingerprint'

let root: string
const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  fs.writeFileSync(path.join(root, relative), content)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-test-'))
  write('src/app/page.tsx', 'export default function Page() { return null }')
  write('src/app/page.test.tsx', 'test')
  write('package-lock.json', '{}')
})

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('the build fingerprint', () => {
  it('changes when a source file changes, is added or is renamed', () => {
    const original = computeSourceFingerprint(root, {})
    write('src/app/page.tsx', 'export default function Page() { return 1 }')
    const edited = computeSourceFingerprint(root, {})
    expect(edited).not.toBe(original)

    write('public/logo.svg', '<svg/>')
    const added = computeSourceFingerprint(root, {})
    expect(added).not.toBe(edited)

    fs.renameSync(path.join(root, 'public/logo.svg'), path.join(root, 'public/mark.svg'))
    expect(computeSourceFingerprint(root, {})).not.toBe(added)
  })

  it('ignores tests and files outside the build inputs', () => {
    const original = computeSourceFingerprint(root, {})
    write('src/app/page.test.tsx', 'a different test')
    write('tests/e2e/home.spec.ts', 'test')
    write('README.md', '# docs')
    expect(computeSourceFingerprint(root, {})).toBe(original)
  })

  it('changes with NEXT_PUBLIC_ variables, which are baked into the bundle, and no others', () => {
    const original = computeSourceFingerprint(root, { PORT: '3000' })
    expect(computeSourceFingerprint(root, { PORT: '4000' })).toBe(original)
    expect(computeSourceFingerprint(root, { NEXT_PUBLIC_SITE_URL: 'https://x.example' })).not.toBe(
      original,
    )
  })

  it('calls a build current only when one exists for exactly these sources', () => {
    expect(isBuildCurrent(root, {})).toBe(false)
    write('.next/BUILD_ID', 'abc')
    expect(isBuildCurrent(root, {})).toBe(false)
    recordBuild(root, computeSourceFingerprint(root, {}))
    expect(fs.existsSync(path.join(root, FINGERPRINT_FILE))).toBe(true)
    expect(isBuildCurrent(root, {})).toBe(true)
    write('src/app/page.tsx', 'changed')
    expect(isBuildCurrent(root, {})).toBe(false)
  })
})
