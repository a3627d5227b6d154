import { describe, expect, it } from 'vitest'
import { checkPage, extractLinks, parseHtml } from './html'

const page = (body: string, htmlAttributes = ' lang="en"') =>
  parseHtml(
    `<!DOCTYPE html><html${htmlAttributes}><head><title>t</title></head><body>${body}</body></html>`,
  )

describe('extractLinks', () => {
  const origins = ['http://127.0.0.1:4000', 'https://northbridge.example']
  const links = (body: string, url = 'http://127.0.0.1:4000/about/') =>
    extractLinks(page(body), url, origins)

  it('takes the internal targets of <a href> as paths, without fragments, once each', () => {
    expect(
      links(`
        <a href="/services">All services</a>
        <a href="/services#success-stories">Again</a>
        <a href="people">Relative</a>
        <a href="../contact?topic=ai">Query</a>
        <a href="https://northbridge.example/insights">Public origin</a>
        <a href="http://127.0.0.1:4000/">Home</a>`),
    ).toEqual(['/services', '/about/people', '/contact?topic=ai', '/insights', '/'])
  })

  it('leaves out other sites, mail, phone, script and empty links', () => {
    expect(
      links(`
        <a href="https://example.com/x">Away</a>
        <a href="mailto:hello@northbridge.example">Mail</a>
        <a href="tel:+18005550142">Call</a>
        <a href="javascript:void(0)">Script</a>
        <a>No href</a><a href="">Empty</a>
        <link rel="canonical" href="/canonical"><area href="/area">`),
    ).toEqual([])
  })

  it('follows links in closed menu panels (hidden) and <noscript>, but not in <template>', () => {
    expect(
      links(`
        <div hidden><a href="/about/values">Values</a></div>
        <noscript><a href="/no-js">No JS</a></noscript>
        <template><a href="/template">Template</a></template>`),
    ).toEqual(['/about/values', '/no-js'])
  })
})

describe('checkPage', () => {
  it('passes a page with lang and one visible <h1>', () => {
    expect(checkPage(page('<main><h1>Our <em>Values</em></h1></main>'))).toEqual({
      lang: 'en',
      h1: 'Our Values',
      problems: [],
    })
  })

  it('reports a missing or empty lang', () => {
    expect(checkPage(page('<h1>Hi</h1>', '')).problems).toEqual(['<html> has no lang attribute'])
    expect(checkPage(page('<h1>Hi</h1>', ' lang=" "')).problems).toEqual([
      '<html> has no lang attribute',
    ])
  })

  it('reports a page without an <h1>, like the script-only error shell', () => {
    const shell = parseHtml(
      '<!DOCTYPE html><html><head></head><body><script src="/_next/x.js"></script></body></html>',
    )
    expect(checkPage(shell)).toEqual({
      lang: null,
      h1: null,
      problems: ['<html> has no lang attribute', 'no <h1> in the server HTML'],
    })
  })

  it.each([
    ['<div hidden><h1>Title</h1></div>', 'the hidden attribute on <div>'],
    ['<div aria-hidden="true"><h1>Title</h1></div>', 'aria-hidden="true" on <div>'],
    ['<h1 class="sr-only">Title</h1>', 'the class sr-only on <h1>'],
    ['<section class="mt-4 hidden"><h1>Title</h1></section>', 'the class hidden on <section>'],
    ['<div class="invisible"><span><h1>Title</h1></span></div>', 'the class invisible on <div>'],
    ['<div style="color: red; display:none"><h1>Title</h1></div>', 'an inline style on <div>'],
  ])('reports an <h1> hidden by its element or an ancestor: %s', (body, reason) => {
    expect(checkPage(page(body))).toMatchObject({
      h1: null,
      problems: [`the <h1> is hidden by ${reason}`],
    })
  })

  it('counts an element hidden only on small screens (hidden lg:block) as visible', () => {
    expect(checkPage(page('<div class="hidden lg:block"><h1>Wide</h1></div>')).problems).toEqual([])
  })

  it('takes only the visible text of the heading', () => {
    expect(
      checkPage(page('<h1><span class="sr-only">Only for readers</span></h1>')).problems,
    ).toEqual(['the <h1> has no visible text'])
    expect(
      checkPage(page('<h1>Case <svg aria-hidden="true"><title>icon</title></svg>Study</h1>')).h1,
    ).toBe('Case Study')
  })

  it('expects exactly one <h1>', () => {
    expect(checkPage(page('<h1>One</h1><h1>Two</h1>'))).toEqual({
      lang: 'en',
      h1: 'One',
      problems: ['2 <h1> elements (one expected)'],
    })
  })

  it('reports characters only Inter’s extended face has, and never counts a script’s text', () => {
    const problems = (body: string) => checkPage(page(`<h1>Title</h1>${body}`)).problems
    expect(problems('<p>Fees &lt;5% — “fixed” in € · ©&nbsp;2026</p>')).toEqual([
      "the page shows <, which only Inter's extended face has: every page is to be set in the preloaded face (tools/assets/fonts.ts)",
    ])
    expect(problems('<p>Zoë from Malmö</p>')[0]).toContain('the page shows ë ö,')
    expect(problems('<script>self.__next_f.push([1,"a < b"])</script><p>Next → step</p>')).toEqual(
      [],
    )
    expect(problems('<p hidden>é</p><template><p>é</p></template>')).toEqual([])
  })
})
