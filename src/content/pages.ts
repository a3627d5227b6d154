import { StaticPagesSchema, type StaticPage, type StaticPagePath } from './schemas'

/**
 * Title, description and keywords of every static page: the one source for its metadata, its
 * Open Graph image, the sitemap and the breadcrumb links. Pages built from a collection (an
 * expertise area, an article…) take theirs from that collection instead.
 */
export const staticPages: readonly StaticPage[] = StaticPagesSchema.parse([
  {
    path: '/',
    title: 'Empowering Your Digital Transformation',
    description:
      'Northbridge Digital helps enterprises put AI, data and cloud to work, from strategy and business operations to agile program delivery.',
    keywords: ['digital transformation', 'AI consulting', 'data strategy', 'cloud consulting'],
  },
  {
    path: '/expertise',
    title: 'Our Expertise',
    description:
      'Strategy, data, AI, cloud and integration expertise from senior practitioners who design, build and hand over working solutions.',
    keywords: ['AI expertise', 'data strategy', 'cloud architecture', 'systems integration'],
  },
  {
    path: '/industries',
    title: 'Industries We Serve',
    description:
      'Industry know-how for high-tech, financial services, e-commerce, automotive, hospitality, gaming and media companies.',
    keywords: ['industry consulting', 'financial services', 'hospitality', 'automotive', 'media'],
  },
  {
    path: '/client-success-stories',
    title: 'Client Success Stories',
    description:
      'Measured outcomes from our AI, data, cloud, operations, strategy and program delivery engagements, by service offering.',
    keywords: ['case studies', 'client results', 'success stories'],
  },
  {
    path: '/services',
    title: 'How We Serve',
    description:
      'Six service areas, one accountable team: AI, data, business operations, cloud, planning and delivery, and strategy consulting.',
    keywords: ['consulting services', 'AI services', 'program management', 'cloud migration'],
  },
  {
    path: '/insights',
    title: 'Insights',
    description:
      'Thought leadership and webinars from Northbridge Digital practitioners on AI, data, cloud and the work of transformation.',
    keywords: ['insights', 'thought leadership', 'webinars', 'AI trends'],
  },
  {
    path: '/insights/thought-leadership',
    title: 'Thought Leadership',
    description:
      'Our analysis of AI and data in the enterprise, with curated reading picked and annotated by our practice director.',
    keywords: ['AI articles', 'agentic AI', 'AI agents', 'synthetic data', 'GPU cloud'],
  },
  {
    path: '/insights/webinars',
    title: 'Webinars',
    description:
      'Live sessions, expert panels and open Q&A with our consultants on AI, data, cloud and delivery. Join the next one or watch past sessions.',
    keywords: ['webinars', 'AI webinar', 'data webinar', 'cloud webinar', 'live Q&A'],
  },
  {
    path: '/about',
    title: 'About Us',
    description:
      'Who we are: a minority- and women-owned consultancy with senior practitioners, two offices and a clear mission.',
    keywords: ['about Northbridge Digital', 'minority-owned', 'women-owned', 'consulting firm'],
  },
  {
    path: '/about/mission',
    title: 'Our Mission & Values',
    description:
      'The mission that guides our work and the AIDATA approach behind every engagement, letter by letter.',
    keywords: ['mission', 'values', 'AIDATA', 'approach'],
  },
  {
    path: '/about/values',
    title: 'Our Values',
    description:
      'Excellence, innovation, integrity, collaboration, adaptability and impact: the six values our consultants work by.',
    keywords: ['company values', 'culture', 'integrity'],
  },
  {
    path: '/about/leadership',
    title: 'Our Leadership',
    description:
      'Meet the leaders who run Northbridge Digital and stay close to client work in AI, data and delivery.',
    keywords: ['leadership team', 'executives', 'practice directors'],
  },
  {
    path: '/about/people',
    title: 'Our People',
    description:
      'A diverse team of senior consultants, engineers and coaches. Join us, or talk to the people who would do your work.',
    keywords: ['our people', 'team', 'careers'],
  },
  {
    path: '/about/locations',
    title: 'Our Locations',
    description:
      'Visit or call our offices in Rohnert Park, California and Las Vegas, Nevada, with directions to each.',
    keywords: ['office locations', 'Rohnert Park', 'Las Vegas'],
  },
  {
    path: '/about/certifications',
    title: 'Certifications & Recognition',
    description:
      'The cloud and AI certifications our consultants hold, and our certifications as a women- and minority-owned business.',
    keywords: ['certifications', 'women-owned business', 'minority-owned business'],
  },
  {
    path: '/about/partners',
    title: 'Our Partners',
    description:
      "The technology partners we build with, and what each partnership brings to our clients' projects.",
    keywords: ['technology partners', 'partnerships'],
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
    // The account screen: useful to visitors, not to search engines (no sitemap entry).
    path: '/auth',
    title: 'Sign In',
    description:
      'Sign in to your Northbridge Digital account, or create one to keep track of the consultations you book with us.',
    keywords: ['sign in', 'sign up', 'account'],
    indexable: false,
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

export function getStaticPage(path: StaticPagePath): StaticPage {
  const page = findStaticPage(path)
  if (!page) throw new Error(`No static page registered for ${path} in src/content/pages.ts`)
  return page
}
