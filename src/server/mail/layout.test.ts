import { describe, expect, expectTypeOf, it } from 'vitest'
import { linksOf } from '#test-support/mail-checks'
import { publicUrl } from '@/server/public-origin'
import { escapeHtml, html, withLineBreaks } from './html'
import { renderLayout } from './layout'
import type { OutgoingMail } from './outbox.server'
import type { RenderedMail } from './rendered-mail'

// The building blocks every feature's templates share. The templates themselves are tested in
// their features (features/*/mail/templates.test.ts), each over its samples.

describe('html escaping', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    )
    expect(escapeHtml('plain text, 42')).toBe('plain text, 42')
  })

  it('escapes interpolated strings but keeps the literal markup', () => {
    expect(html`<p title="${`"quoted" & 'single'`}">${'<b>bold?</b>'}</p>`.toString()).toBe(
      '<p title="&quot;quoted&quot; &amp; &#39;single&#39;">&lt;b&gt;bold?&lt;/b&gt;</p>',
    )
  })

  it('does not escape fragments made by html, alone or in arrays, twice', () => {
    const inner = html`<b>${'&'}</b>`
    expect(html`<div>${inner}</div>`.toString()).toBe('<div><b>&amp;</b></div>')
    const list = ['<', html`<i>${'>'}</i>`, [html`<i>ok</i>`]]
    expect(html`<span>${list}</span>`.toString()).toBe('<span>&lt;<i>&gt;</i><i>ok</i></span>')
  })

  it('renders null, undefined and false as nothing and numbers as text', () => {
    expect(html`[${null}${undefined}${false}${0}${3.5}]`.toString()).toBe('[03.5]')
  })

  it('keeps line breaks of escaped text as <br>', () => {
    expect(withLineBreaks('one & two\r\n<three>\nfour').toString()).toBe(
      'one &amp; two<br />&lt;three&gt;<br />four',
    )
  })
})

describe('the layout', () => {
  it('shows the action as a button and prints its address for clients without buttons', () => {
    const url = publicUrl('/auth/verify-email?token=abc&next=/')
    const { html: markup, text } = renderLayout({
      subject: 'Subject',
      preheader: 'Preview text',
      heading: 'Heading',
      body: html`<p>Body</p>`,
      text: ['Body'],
      action: { label: 'Do it', url },
      footerNote: 'Why you got this',
    })
    const texts = linksOf(markup)
      .filter((anchor) => anchor.href === url)
      .map((anchor) => anchor.text)
    expect(texts).toEqual(['Do it', url])
    expect(markup).toContain('<title>Subject</title>')
    expect(markup).toMatch(/<span\s+style="display:none;[^"]*"\s*>\s*Preview text\s*<\/span/)
    expect(text).toContain(`Do it: ${url}`)
    expect(text).toContain('Why you got this')
  })
})

describe('a rendered message', () => {
  it('fits the outbox message', () => {
    expectTypeOf<RenderedMail>().toExtend<
      Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'attachments' | 'replyTo'>
    >()
  })
})
