import { describe, expect, it } from 'vitest'
import { fileOfPage, formatVnuMessage, javaMajorVersion, parseVnuOutput, vnuArguments } from './vnu'

// The shape of `vnu.jar --format json` output (26.x), shortened.
const output = JSON.stringify({
  version: '26.9.27',
  messages: [
    {
      type: 'info',
      url: 'file:/tmp/run/index.html',
      lastLine: 1,
      firstColumn: 92,
      lastColumn: 114,
      message:
        'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.',
      extract: '<meta charSet="utf-8"/>',
    },
    {
      type: 'error',
      url: 'file:/tmp/run/about~values.html',
      lastLine: 3,
      firstColumn: 10,
      lastColumn: 20,
      message: 'Duplicate ID “services”.',
      extract: '<div id="services">',
    },
    {
      type: 'info',
      subType: 'warning',
      url: 'file:/tmp/run/contact.html',
      lastLine: 2,
      lastColumn: 5,
      message: 'Section lacks heading.',
    },
    { type: 'non-document-error', url: 'file:/tmp/run/broken%20file.html', message: 'IO error' },
  ],
})

describe('parseVnuOutput', () => {
  const pages: Record<string, string> = {
    'index.html': '/',
    'about~values.html': '/about/values',
    'contact.html': '/contact',
  }
  const report = parseVnuOutput(output, (file) => pages[file] ?? file)

  it('sorts errors (with files it could not read) from warnings, and only counts notes', () => {
    expect(report.errors).toEqual([
      {
        page: '/about/values',
        line: 3,
        column: 10,
        message: 'Duplicate ID “services”.',
        extract: '<div id="services">',
      },
      { page: 'broken file.html', message: 'IO error' },
    ])
    expect(report.warnings).toEqual([
      { page: '/contact', line: 2, column: 5, message: 'Section lacks heading.' },
    ])
    expect(report.infos).toBe(1)
  })

  it('formats a message with its place and extract', () => {
    expect(formatVnuMessage(report.errors[0]!)).toBe(
      '/about/values:3:10 Duplicate ID “services”.\n      "<div id=\\"services\\">"',
    )
    expect(formatVnuMessage(report.errors[1]!)).toBe('broken file.html IO error')
  })

  it('passes a render-blocking `expect` link, which the standard allows and vnu 26 does not know', () => {
    const message = (extract: string) => ({
      type: 'error',
      url: 'file:/tmp/run/index.html',
      message:
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
      extract,
    })
    const gap = parseVnuOutput(
      JSON.stringify({
        messages: [
          message('ntent=""/><link rel="expect" href="#main" blocking="render"/><meta '),
          message('<link rel="preload" href="/a.css" blocking="render"/>'),
        ],
      }),
      (file) => pages[file] ?? file,
    )
    expect(gap.errors.map((error) => error.extract)).toEqual([
      '<link rel="preload" href="/a.css" blocking="render"/>',
    ])
  })

  it('rejects output that is not the checker’s JSON', () => {
    expect(() => parseVnuOutput('Exception in thread "main"', String)).toThrow(/wrote no JSON/)
    expect(() => parseVnuOutput('{"messages":[{"type":"odd"}]}', String)).toThrow(
      /unexpected shape/,
    )
  })
})

describe('the checker’s command line', () => {
  it('checks one folder in one run, as JSON on stdout', () => {
    const args = vnuArguments('/x/vnu.jar', '/tmp/run')
    expect(args.slice(args.indexOf('-jar'))).toEqual([
      '-jar',
      '/x/vnu.jar',
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-non-html',
      '/tmp/run',
    ])
  })

  it('names each page’s file so the report can name the page', () => {
    expect(fileOfPage('/')).toBe('index.html')
    expect(fileOfPage('/about/values')).toBe('about~values.html')
    expect(fileOfPage('/insights/webinars/SCIPAB')).toBe('insights~webinars~SCIPAB.html')
  })

  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "21" 2023-09-19', 21],
    ['bash: java: not found', null],
  ])('reads the Java version from %j', (text, major) => {
    expect(javaMajorVersion(text)).toBe(major)
  })
})
