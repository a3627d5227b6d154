import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { formatOfficeAddress, site } from '@/config/site'
import { escapeHtml } from '@/server/mail/html'
import type { RenderedMail, SampleMail } from '@/server/mail/rendered-mail'
import { publicOrigin, publicUrl } from '@/server/public-origin'

// Links in e-mail lead to the run-time public origin (here, with no NEXT_PUBLIC_SITE_URL, this
// server: http://localhost:3000).
export const siteOrigin = publicOrigin()

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

export function hrefsOf(markup: string): string[] {
  return [...markup.matchAll(/\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''))
}

/** Every link of the markup: its decoded href and its text, whitespace collapsed. */
export function linksOf(markup: string): { href: string; text: string }[] {
  return [...markup.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/g)].map((match) => ({
    href: decodeEntities(match[1] ?? ''),
    text: decodeEntities(
      (match[2] ?? '')
        .replace(/<[^<>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  }))
}

export function isSiteLink(href: string): boolean {
  return /^https?:\/\//.test(href) && new URL(href).origin === siteOrigin
}

/** The calendar of a message's one attachment, parsed by ical.js. */
export function parseInvite(mail: RenderedMail) {
  expect(mail.attachments).toHaveLength(1)
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0]?.content ?? ''))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('the invitation has no VEVENT')
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

/**
 * The checks every template passes (decision 007), run over a feature's samples: document shape,
 * no images or scripts, links only to the site, `mailto:` and `tel:` (and a meeting host the
 * sample names), every site link in the text part too, the footer in both parts, no markup in
 * the text part.
 */
export function describeSampleMails(samples: SampleMail[]) {
  describe.each(samples)('sample $template', ({ mail, externalLinks = [] }) => {
    it('has a one-line subject without markup', () => {
      expect(mail.subject.trim()).not.toBe('')
      expect(mail.subject).not.toMatch(/[<>\n]/)
    })

    it('is a complete English HTML document without images or scripts', () => {
      expect(mail.html).toMatch(/^<!doctype html>/i)
      expect(mail.html).toContain('<html lang="en">')
      expect(mail.html).toContain('<meta charset="utf-8"')
      expect(mail.html).toContain('name="viewport"')
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
      expect(mail.html).toContain('role="presentation"')
      expect(linksOf(mail.html)).toContainEqual({ href: publicUrl('/'), text: site.name })
      expect(mail.html).not.toMatch(/<img/i)
      expect(mail.html).not.toMatch(/<script/i)
      expect(mail.html).not.toMatch(/<style/i)
    })

    it('links only to this site, mailto: and tel: (and a meeting host it names)', () => {
      const hrefs = hrefsOf(mail.html)
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        if (href.startsWith('mailto:') || href.startsWith('tel:')) continue
        if (externalLinks.includes(href)) continue
        expect(new URL(href).origin).toBe(siteOrigin)
      }
    })

    it('has every site link of the HTML in the text part too', () => {
      for (const href of hrefsOf(mail.html).filter(isSiteLink)) expect(mail.text).toContain(href)
    })

    it('carries the footer in both parts', () => {
      const address = formatOfficeAddress(site.headquarters)
      for (const fact of [site.legalName, address, site.phone.display, site.email]) {
        expect(mail.html).toContain(escapeHtml(fact))
        expect(mail.text).toContain(fact)
      }
      expect(hrefsOf(mail.html)).toContain(`mailto:${site.email}`)
      expect(hrefsOf(mail.html)).toContain(`tel:${site.phone.e164}`)
    })

    it('has a plain-text part without markup', () => {
      expect(mail.text.trim()).not.toBe('')
      expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i)
      expect(mail.text).not.toMatch(/&(amp|lt|gt|quot|#39);/)
    })
  })
}

/** A name and questions a visitor could type, to show that templates escape what they echo. */
export const hostileName = `<script>alert(1)</script> Tom & "Jerry"`
export const hostileQuestions = `<script>alert(1)</script>\nTom & "Jerry" ask: is 1 < 2 > 0?`
