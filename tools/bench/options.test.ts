import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEY_ROUTES, UsageError, parseBenchArgs } from './options'

const root = '/project'

describe('the bench command line', () => {
  it('defaults to five runs of the key routes, written to bench/results', () => {
    const options = parseBenchArgs([], root)
    expect(options).toMatchObject({ smoke: false, strict: false, runs: 5, routes: null })
    expect(options?.outDir).toBe(path.join(root, 'bench', 'results'))
    expect(options?.iterations.searchOpen).toBe(10)
    expect(options?.iterations.typedQueries).toBe(50)
    expect(KEY_ROUTES).toContain('/contact')
  })

  it('makes --smoke one run of the home page with few iterations, into .cache/bench', () => {
    const options = parseBenchArgs(['--smoke'], root)
    expect(options).toMatchObject({ smoke: true, runs: 1, routes: ['/'] })
    expect(options?.outDir).toBe(path.join(root, '.cache', 'bench'))
    expect(options?.iterations.searchOpen).toBeLessThan(10)
  })

  it('takes runs, routes, an output folder and --strict', () => {
    const options = parseBenchArgs(
      ['--runs', '5', '--routes', '/a, /b,/a', '--out', 'tmp/out', '--strict'],
      root,
    )
    expect(options).toMatchObject({ runs: 5, routes: ['/a', '/b'], strict: true })
    expect(options?.outDir).toBe(path.join(root, 'tmp', 'out'))
    expect(parseBenchArgs(['--runs=2', '--smoke'], root)?.runs).toBe(2)
  })

  it('answers --help with null', () => {
    expect(parseBenchArgs(['--help'], root)).toBeNull()
  })

  it('refuses bad values and unknown options', () => {
    expect(() => parseBenchArgs(['--runs', '0'], root)).toThrow(UsageError)
    expect(() => parseBenchArgs(['--runs', 'two'], root)).toThrow(UsageError)
    expect(() => parseBenchArgs(['--routes', 'contact'], root)).toThrow(UsageError)
    expect(() => parseBenchArgs(['--routes', ','], root)).toThrow(UsageError)
    expect(() => parseBenchArgs(['--fast'], root)).toThrow(UsageError)
  })
})
