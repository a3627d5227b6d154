import { JSDOM } from 'jsdom'
import { expect, test } from './support/fixtures'
import { jsonLdBlocks, LISTED_PATHS, PAGE_PATHS, SITE_ORIGIN } from './support/site'
import {
  indexById,
  ruleProblems,
  type JsonNode,
  type PropertyRule,
  type TypeRules,
} from './support/structured-data'

const text = (path: string): PropertyRule => ({ path, kind: 'text' })
const url = (path: string): PropertyRule => ({ path, kind: 'url' })

/**
 * The properties Google documents for each type the site emits, 'required' and 'recommended' as
 * its pages name them (read November 2026):
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   (nothing required; of the recommended ones the firm has no DUNS, LEI, NAICS, GLN, ISO 6523,
 *   tax or VAT id to give, and telephone and email stand in for contactPoint)
 * - WebSite: https://developers.google.com/search/docs/appearance/site-names (name and url
 *   required; the sitelinks search box and its SearchAction were retired in November 2024)
 * - BreadcrumbList: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 * - Article: https://developers.google.com/search/docs/appearance/structured-data/article
 *   (nothing required)
 * - Event: https://developers.google.com/search/docs/appearance/structured-data/event
 * - VideoObject: https://developers.google.com/search/docs/appearance/structured-data/video
 *   (expires, hasPart, interactionStatistic and regionsAllowed apply to other kinds of video)
 * - Service has no Google rich result; it is held to the schema.org properties that say what
 *   the service is and who provides it: https://schema.org/Service
 */
const RULES: Record<string, TypeRules> = {
  Organization: {
    doc: 'developers.google.com/search/docs/appearance/structured-data/organization',
    required: [],
    recommended: [
      text('name'),
      url('url'),
      url('logo'),
      text('description'),
      text('legalName'),
      { path: 'foundingDate', kind: 'date' },
      { path: 'numberOfEmployees.minValue', kind: 'number' },
      { path: 'numberOfEmployees.maxValue', kind: 'number' },
      text('address.streetAddress'),
      text('address.addressLocality'),
      text('address.addressRegion'),
      text('address.postalCode'),
      text('address.addressCountry'),
      text('telephone'),
      text('email'),
      url('sameAs'),
    ],
  },
  WebSite: {
    doc: 'developers.google.com/search/docs/appearance/site-names',
    required: [text('name'), url('url')],
    recommended: [text('alternateName')],
  },
  BreadcrumbList: {
    doc: 'developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    required: [
      { path: 'itemListElement', kind: 'any' },
      { path: 'itemListElement.position', kind: 'number' },
      text('itemListElement.name'),
    ],
    recommended: [],
    // 'item' is required on every step but the last, and positions count up from 1.
    extra: (node) => {
      const items = (node.itemListElement ?? []) as JsonNode[]
      return items.flatMap((item, index) => [
        ...(item.position === index + 1 ? [] : [`itemListElement[${index}].position is wrong`]),
        ...(index < items.length - 1 && typeof item.item !== 'string'
          ? [`itemListElement[${index}].item is missing ('${String(item.name)}')`]
          : []),
      ])
    },
  },
  Article: {
    doc: 'developers.google.com/search/docs/appearance/structured-data/article',
    required: [],
    recommended: [
      text('headline'),
      url('image'),
      { path: 'datePublished', kind: 'date' },
      { path: 'dateModified', kind: 'date' },
      text('author.name'),
      url('author.url'),
    ],
    extra: (node) =>
      String(node.dateModified) < String(node.datePublished)
        ? ['dateModified is before datePublished']
        : [],
  },
  Event: {
    doc: 'developers.google.com/search/docs/appearance/structured-data/event',
    required: [
      text('name'),
      { path: 'startDate', kind: 'datetime' },
      // An online event's location is a VirtualLocation with the URL to join.
      url('location.url'),
    ],
    recommended: [
      text('description'),
      { path: 'endDate', kind: 'datetime' },
      url('eventAttendanceMode'),
      url('eventStatus'),
      url('image'),
      url('offers.availability'),
      { path: 'offers.price', kind: 'number' },
      text('offers.priceCurrency'),
      { path: 'offers.validFrom', kind: 'datetime' },
      url('offers.url'),
      text('organizer.name'),
      url('organizer.url'),
      text('performer.name'),
    ],
  },
  VideoObject: {
    doc: 'developers.google.com/search/docs/appearance/structured-data/video',
    required: [text('name'), url('thumbnailUrl'), { path: 'uploadDate', kind: 'date' }],
    recommended: [
      text('description'),
      url('contentUrl'),
      url('embedUrl'),
      { path: 'duration', kind: 'duration' },
    ],
  },
  Service: {
    doc: 'schema.org/Service',
    required: [text('name')],
    recommended: [
      text('description'),
      url('url'),
      text('serviceType'),
      text('provider.name'),
      url('provider.url'),
      text('areaServed.name'),
    ],
  },
}

/** Recommended properties left out on purpose, each with the reason. Required ones never are. */
const ACCEPTED_GAPS: { type: string; problem: string; applies: (node: JsonNode) => boolean }[] = [
  {
    // A curated article summarises an outside author's work; we have no page that identifies
    // that person (our own authors link to their leadership card).
    type: 'Article',
    problem: 'author.url is missing',
    applies: (node) => typeof node.isBasedOn === 'string',
  },
  {
    // Free webinars: registration opens when they are published and never closes before the
    // start; Google asks for validFrom on date-restricted offers.
    type: 'Event',
    problem: 'offers.validFrom is missing',
    applies: (node) => (node.offers as JsonNode | undefined)?.price === 0,
  },
  {
    // The brand has no other name in use (no acronym or short form in the spec).
    type: 'WebSite',
    problem: 'alternateName is missing',
    applies: () => true,
  },
]

/** A page's JSON-LD blocks and its document, from the HTML the server sent (once per worker). */
async function loadPage(
  servedPage: (path: string) => Promise<{ status: number; html: string }>,
  path: string,
): Promise<{ blocks: JsonNode[]; document: Document; html: string }> {
  const served = await servedPage(path)
  expect(served.status, path).toBe(200)
  const { document } = new JSDOM(served.html).window
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => {
      const parsed = JSON.parse(script.textContent ?? '') as JsonNode | JsonNode[]
      return Array.isArray(parsed) ? parsed : [parsed]
    },
  )
  return { blocks, document, html: served.html }
}

/** The types a page must carry, beyond the organisation and website every page has. */
function expectedTypes(path: string): string[] {
  if (/^\/expertise\/[^/]+$/.test(path)) return ['Service']
  if (/^\/insights\/(thought-leadership\/)?[^/]+$/.test(path) && !isListing(path))
    return ['Article']
  if (path === '/insights/webinars/SCIPAB') return ['VideoObject']
  if (/^\/insights\/webinars\/[^/]+$/.test(path)) return ['Event']
  return []
}

/** The ids of bare references (`{ "@id": … }`), which must name a node on the same page. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (typeof value !== 'object' || value === null) return []
  const node = value as JsonNode
  const keys = Object.keys(node)
  if (keys.length === 1 && typeof node['@id'] === 'string') return [node['@id']]
  return Object.values(node).flatMap(references)
}

function isListing(path: string): boolean {
  return ['/insights/thought-leadership', '/insights/webinars'].includes(path)
}

const LISTED = new Set(LISTED_PATHS)

// One test per page, from the server's HTML (fetched once per worker, shared with the CSP header
// checks): its JSON-LD against Google's documented properties, the organisation, website and
// breadcrumb data every page carries, the breadcrumb data against the visible trail, and a heading
// of its own in every <section>.
test.describe('structured data and sections of every page', { tag: '@once' }, () => {
  for (const path of PAGE_PATHS) {
    test(`${path}: structured data as Google documents it, matching the visible trail; every section headed`, async ({
      servedPage,
    }) => {
      const { blocks, document, html } = await loadPage(servedPage, path)
      const problems: string[] = []
      const byId = indexById(blocks)
      const types = blocks.map((block) => String(block['@type']))

      const count = (type: string) => types.filter((candidate) => candidate === type).length
      expect(count('Organization'), `${path}: one Organization`).toBe(1)
      expect(count('WebSite'), `${path}: one WebSite`).toBe(1)
      // Every page but home has a trail; search engines get it for every listed page.
      if (path === '/') expect(count('BreadcrumbList'), path).toBe(0)
      else if (LISTED.has(path)) expect(count('BreadcrumbList'), path).toBe(1)
      else expect(count('BreadcrumbList'), path).toBeLessThanOrEqual(1)
      for (const type of expectedTypes(path)) expect(count(type), `${path}: ${type}`).toBe(1)
      for (const id of references(blocks)) {
        if (!byId.has(id)) problems.push(`${path}: nothing on the page has the @id ${id}`)
      }

      for (const block of blocks) {
        const type = String(block['@type'])
        const rules = RULES[type]
        if (!rules) {
          problems.push(`${path}: ${type} has no rules in this test; add them from Google's docs`)
          continue
        }
        expect(block['@context'], `${path}: ${type} @context`).toBe('https://schema.org')
        const found = [
          ...ruleProblems(block, rules.required, byId, SITE_ORIGIN).map((p) => `required ${p}`),
          ...(rules.extra?.(block, byId) ?? []).map((p) => `required ${p}`),
          ...ruleProblems(block, rules.recommended, byId, SITE_ORIGIN)
            .filter(
              (problem) =>
                !ACCEPTED_GAPS.some(
                  (gap) => gap.type === type && gap.problem === problem && gap.applies(block),
                ),
            )
            .map((p) => `recommended ${p}`),
        ]
        problems.push(...found.map((problem) => `${path}: ${type} ${problem} (${rules.doc})`))
      }
      expect(problems, problems.join('\n')).toEqual([])

      // The organisation, the website and the breadcrumbs, as the built HTML describes them (the
      // regex reading of the JSON-LD, as a crawler without a DOM reads it).
      const raw = jsonLdBlocks(html)
      const byType = (type: string) => raw.filter((block) => block['@type'] === type)
      const [organization] = byType('Organization')
      expect(organization, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Northbridge Digital',
        url: `${SITE_ORIGIN}/`,
        logo: `${SITE_ORIGIN}/icons/icon-512.png`,
        foundingDate: '2020',
        numberOfEmployees: { minValue: 50, maxValue: 200 },
        address: { '@type': 'PostalAddress', addressLocality: 'Rohnert Park' },
        telephone: '+18005550142',
        email: 'hello@northbridge.example',
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      })
      expect(byType('WebSite'), path).toHaveLength(1)
      const breadcrumbLists = byType('BreadcrumbList')
      // Home has no trail; a trail through a step that is no page ('Social Media') gets no data,
      // as search engines need a URL for every step but the last. So does a session's register
      // page (noindex): its session's page is read from the database, so the trail, built from
      // the site's page list, cannot link it (the page links back to it itself).
      if (path === '/' || path.startsWith('/social/') || path.endsWith('/register')) {
        expect(breadcrumbLists, path).toHaveLength(0)
      } else {
        expect(breadcrumbLists, path).toHaveLength(1)
        const items = breadcrumbLists[0]!.itemListElement as { position: number; name: string }[]
        expect(items[0], path).toMatchObject({ position: 1, name: 'Home' })
        expect(items.length, path).toBe(path.split('/').filter(Boolean).length + 1)
        items.forEach((item, index) => expect(item.position).toBe(index + 1))
      }

      // The breadcrumb data matches the visible trail, step for step (the sitemap's pages).
      if (LISTED.has(path) && path !== '/') {
        const steps = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
          (item) => ({
            name: item.textContent?.trim(),
            href: item.querySelector('a')?.getAttribute('href') ?? undefined,
          }),
        )
        const list = blocks.find((block) => block['@type'] === 'BreadcrumbList')
        const items = (list?.itemListElement ?? []) as { name: string; item?: string }[]
        expect(
          items.map((item) => ({
            name: item.name,
            href: item.item?.replace(SITE_ORIGIN, '') || undefined,
          })),
          path,
        ).toEqual(steps)
        // Every step before the current page is a link, the current page is not.
        expect(
          steps.slice(0, -1).every((step) => step.href),
          path,
        ).toBe(true)
        expect(steps.at(-1)?.href, path).toBeUndefined()
      }

      // Every <section> has a heading of its own.
      const unheaded: string[] = []
      for (const section of document.querySelectorAll('section')) {
        // A heading inside a nested article, aside, nav or section belongs to that one instead.
        const own = [...section.querySelectorAll('h1, h2, h3, h4, h5, h6')].some(
          (heading) => heading.parentElement?.closest('article, aside, nav, section') === section,
        )
        if (!own) unheaded.push(`${path}: <section class="${section.className.slice(0, 60)}…">`)
      }
      expect(unheaded, unheaded.join('\n')).toEqual([])
    })
  }

  test('together, the pages carry every type the rules know', async ({ servedPage }) => {
    test.setTimeout(120_000)
    const seen = new Set<string>()
    for (const path of PAGE_PATHS) {
      const { blocks } = await loadPage(servedPage, path)
      for (const block of blocks) seen.add(String(block['@type']))
    }
    // A type that silently vanished from every page fails here.
    expect([...seen].sort()).toEqual(Object.keys(RULES).sort())
  })

  test('a case study trail leads back to the case studies through a real page', async ({
    page,
  }) => {
    await page.goto('/case-studies/retail-ai-transformation')
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await trail.getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL(/\/services#case-studies$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Case studies' })).toBeInViewport()
  })
})
