import { z } from 'zod'

/**
 * Title, description and keywords of every static page: the one source for its metadata, its
 * Open Graph image, the sitemap and the breadcrumb links. Pages built from a collection (an
 * expertise area, an article…) take theirs from that collection instead.
 */
export const StaticPageSchema = z.strictObject({
  path: z.string().regex(/^\/(?:[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*)?$/, 'must be a clean path'),
  title: z.string().min(2).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).default([]),
  /** Placeholders and utility screens stay out of the sitemap and search engines. */
  indexable: z.boolean().default(true),
})

export type StaticPage = z.infer<typeof StaticPageSchema>

export const staticPages: readonly StaticPage[] = z.array(StaticPageSchema).parse([
  {
    path: '/',
    title: 'Empowering Your Digital Transformation',
    description:
      'Northbridge Digital helps enterprises put AI, data and cloud to work, from strategy and business operations to agile program delivery.',
    keywords: ['digital transformation', 'AI consulting', 'data strategy', 'cloud consulting'],
  },
  {
    path: '/services',
    title: 'How We Serve',
    description:
      'Six service areas, one accountable team: AI, data, business operations, cloud, planning and delivery, and strategy consulting.',
    keywords: ['consulting services', 'AI services', 'program management', 'cloud migration'],
  },
  {
    path: '/contact',
    title: 'Connect With Us',
    description:
      'Book a free 30-minute consultation with a senior Northbridge Digital consultant, or reach us by phone or e-mail.',
    keywords: ['contact', 'free consultation', 'book a call'],
  },
  {
    path: '/privacy-and-terms',
    title: 'Privacy Policy & Terms of Service',
    description:
      'How Northbridge Digital collects, uses and protects personal data, and the terms that govern the use of this website.',
    keywords: ['privacy policy', 'terms of use', 'cookies', 'data protection'],
  },
  {
    path: '/working-on-it',
    title: "We're Working On This",
    description:
      'This part of the Northbridge Digital website is being prepared. Return to the home page or go back to where you were.',
    indexable: false,
  },
  {
    path: '/career',
    title: 'Careers',
    description:
      'Career opportunities at Northbridge Digital are being prepared for this site. Return to the home page or get in touch.',
    indexable: false,
  },
])

export function findStaticPage(path: string): StaticPage | undefined {
  return staticPages.find((page) => page.path === path)
}

export function getStaticPage(path: string): StaticPage {
  const page = findStaticPage(path)
  if (!page) throw new Error(`No static page registered for ${path} in src/content/pages.ts`)
  return page
}
