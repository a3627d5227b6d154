import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  addCompileHints,
  hasCompileHint,
  scriptsLoadedByPages,
  unfinishedScripts,
} from './compile-hints'
import { staticFileOf } from './first-load'

let dist: string
const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true })
  fs.writeFileSync(path.join(dist, relative), content)
}
const read = (relative: string) => fs.readFileSync(path.join(dist, relative), 'utf8')

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-test-'))
  write('static/chunks/framework.js', `self.framework=1;${'/* framework */'.repeat(100)}`)
  write('static/chunks/page.js', 'self.page=1')
  write('static/chunks/search.js', 'self.search=1') // loaded on first use only
  write(
    'server/app/index.html',
    '<html><head><link rel="preload" as="script" href="/_next/static/chunks/page.js"/>' +
      '<script src="/_next/static/chunks/framework.js" async=""></script></head></html>',
  )
  write(
    'server/app/about/leadership.html',
    '<html><head><script src="/_next/static/chunks/framework.js" async=""></script></head></html>',
  )
})

afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('compile hints', () => {
  it('finds every script the prerendered pages load, once', () => {
    expect(scriptsLoadedByPages(dist)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/page.js',
    ])
  })

  it('puts the hint at the top of those scripts only, and only once', () => {
    expect(addCompileHints(dist)).toEqual({ marked: 2, total: 2 })
    expect(read('static/chunks/framework.js').startsWith(`${COMPILE_HINT}self.framework=1;`)).toBe(
      true,
    )
    expect(read('static/chunks/page.js')).toBe(`${COMPILE_HINT}self.page=1`)
    expect(hasCompileHint(read('static/chunks/search.js'))).toBe(false)

    const once = read('static/chunks/page.js')
    expect(addCompileHints(dist)).toEqual({ marked: 0, total: 2 })
    expect(read('static/chunks/page.js')).toBe(once)
  })

  it('reports first-load scripts the finishing steps left undone (small ones need no Brotli copy)', () => {
    const fileOf = (src: string) => staticFileOf(dist, src)
    const sources = scriptsLoadedByPages(dist)
    expect(unfinishedScripts(sources, fileOf)).toEqual([
      "/_next/static/chunks/framework.js has no compile hint (the build's finishing step did not run)",
      '/_next/static/chunks/framework.js has no precompressed copy (framework.js.br)',
      "/_next/static/chunks/page.js has no compile hint (the build's finishing step did not run)",
    ])
    addCompileHints(dist)
    write('static/chunks/framework.js.br', 'x')
    expect(unfinishedScripts([...sources, ...sources], fileOf)).toEqual([])
  })

  it('leaves the after-paint loader without the hint, and does not ask for one', () => {
    const loader = '/_next/static/chunks/start-after-paint.0123456789abcdef.js'
    write('static/chunks/start-after-paint.0123456789abcdef.js', ';(function(){})()')
    write(
      'server/app/contact.html',
      `<html><head><script src="${loader}" async="" data-scripts="/_next/static/chunks/page.js">` +
        '</script></head></html>',
    )
    expect(scriptsLoadedByPages(dist)).toContain(loader)
    expect(addCompileHints(dist)).toEqual({ marked: 2, total: 2 })
    expect(read('static/chunks/start-after-paint.0123456789abcdef.js')).toBe(';(function(){})()')
    write('static/chunks/framework.js.br', 'x')
    expect(unfinishedScripts([loader], (src) => staticFileOf(dist, src))).toEqual([])
  })
})
