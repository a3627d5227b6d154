import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BEACON_SRC } from './beacon-loader'

const file = path.join(import.meta.dirname, '..', '..', '..', '..', 'public', BEACON_SRC)
const source = fs.readFileSync(file, 'utf8')
/** The code alone: the comments may name what it does not do. */
const code = source
  .slice(source.indexOf('*/') + 2)
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n')

describe('the page-view beacon (public/analytics/beacon.js)', () => {
  it('is at most 1 KB gzip', () => {
    const bytes = gzipSync(source, { level: 9 }).length
    expect(bytes).toBeLessThanOrEqual(1024)
  })

  it('stores nothing in the browser and evaluates no strings', () => {
    for (const api of ['cookie', 'localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
      expect(code).not.toContain(api)
    }
    expect(code).not.toMatch(/\beval\b|\bFunction\s*\(|setTimeout\s*\(\s*['"]/)
  })

  it('checks Global Privacy Control and Do Not Track before anything else', () => {
    const firstStatement = code.slice(code.indexOf('{') + 1, code.indexOf('return') + 6)
    expect(firstStatement).toContain('globalPrivacyControl')
    expect(firstStatement).toContain("doNotTrack == '1'")
  })
})
