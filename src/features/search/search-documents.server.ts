import 'server-only'
import { compileSync } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import { formatOfficeAddress, site } from '@/config/site'
import {
  aboutIntro,
  aboutLinks,
  acronym,
  certifications,
  companyValues,
  drivers,
  leaders,
  mission,
  partners,
} from '@/content/about'
import { articleHref, articles } from '@/content/articles.server'
import { caseStudies, caseStudyHref } from '@/content/case-studies'
import { consultationHours, consultationSteps, peopleCards } from '@/content/contact'
import { deliveryApproaches } from '@/content/delivery-approaches'
import { expertiseAreas, expertiseHref } from '@/content/expertise-areas'
import { expertiseSections } from '@/content/expertise-overview'
import {
  aboutSection,
  closingCta,
  heroLead,
  logos,
  serviceCards,
  stats,
  values,
} from '@/content/home'
import { industries, industryHref } from '@/content/industries'
import { curator, insightsHubs } from '@/content/insights'
import { legalDocuments } from '@/content/legal'
import { readMdxDocument } from '@/content/mdx-documents.server'
import {
  aboutCopy,
  approachHeading,
  certificationsCopy,
  effectiveLine,
  expertiseCopy,
  homeCopy,
  industryCopy,
  missionCopy,
  servicesCopy,
  staticPageCopy,
  timelineHeading,
  type PageCopy,
} from '@/content/page-copy'
import { sitePages } from '@/content/site-pages'
import { webinarSeeds } from '@/content/webinars'
import { formatLongDate } from '@/lib/dates'
import { curatedEntries } from './curated-entries'
import type { SearchDocument, SearchIndexPayload } from './search-index'

/** A part of a page with an anchor: the element with id `anchor` holds it. */
export type Section = { anchor: string; title?: string; text: string[] }

/** What a page shows beyond its title, description and keywords. */
export type PageContent = { text: string[]; sections: Section[] }

// ---------------------------------------------------------------------------------------------
// MDX documents (articles, legal texts): headings with the ids rehype-slug gives them on the page

type HastNode = {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

const BLOCK_ELEMENTS = new Set(['p', 'li', 'ul', 'ol', 'blockquote', 'pre', 'table', 'tr', 'td'])
const HEADINGS = new Set(['h2', 'h3', 'h4'])

/** The site-fact components MDX documents use (components/sections/mdx-prose.tsx), as text. */
const SITE_FACTS: Record<string, string> = {
  Brand: site.name,
  Email: site.email,
  Phone: site.phone.display,
  Address: formatOfficeAddress(site.headquarters),
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? ''
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const fact = node.name ? SITE_FACTS[node.name] : undefined
    if (fact) return fact
  }
  const inner = (node.children ?? []).map(textOf).join('')
  return node.type === 'element' && BLOCK_ELEMENTS.has(node.tagName ?? '') ? ` ${inner} ` : inner
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * Splits an MDX body at its headings. It runs the same rehype-slug the pages render with, so
 * each section's anchor is the id the heading has on the page.
 */
export function mdxSections(body: string): PageContent {
  let tree: HastNode | undefined
  const capture = () => (root: HastNode) => {
    tree = root
  }
  compileSync(body, { rehypePlugins: [rehypeSlug, capture] })
  const content: PageContent = { text: [], sections: [] }
  let current: string[] = content.text
  for (const node of tree?.children ?? []) {
    const id = node.properties?.id
    if (node.type === 'element' && HEADINGS.has(node.tagName ?? '') && typeof id === 'string') {
      const section: Section = { anchor: id, title: clean(textOf(node)), text: [] }
      content.sections.push(section)
      current = section.text
    } else {
      current.push(textOf(node))
    }
  }
  return content
}

// ---------------------------------------------------------------------------------------------
// What each page shows from the content collections; the headings and lines a page says itself
// come from its copy (src/content/page-copy.ts) and are merged in by `withCopy`.

function staticPageContent(): Record<string, PageContent> {
  const legal = legalDocuments.flatMap((document): Section[] => {
    const { text, sections } = mdxSections(readMdxDocument(`legal/${document.id}.mdx`).body)
    const heading: Section = {
      anchor: document.id,
      title: document.title,
      text: [effectiveLine(formatLongDate(document.effectiveDate)), ...text],
    }
    return [heading, ...sections]
  })

  return {
    '/': {
      text: [
        site.tagline,
        heroLead,
        ...stats.map((stat) => `${stat.value} ${stat.description}`),
        ...values.flatMap((value) => [value.title, value.description]),
        ...logos.map((logo) => logo.name),
        closingCta.title,
        closingCta.text,
      ],
      sections: [
        {
          anchor: homeCopy.sections.services.anchor,
          text: serviceCards.flatMap((card) => [card.title, card.description]),
        },
        { anchor: 'about', title: aboutSection.title, text: [...aboutSection.paragraphs] },
      ],
    },
    '/expertise': {
      text: [],
      sections: expertiseSections.map((section) => ({
        anchor: section.anchor,
        title: section.title,
        text: [section.intro, ...section.cards.flatMap((card) => [card.title, card.description])],
      })),
    },
    '/industries': {
      text: industries.flatMap((industry) => [
        industry.title,
        industry.description,
        ...industry.sectors,
      ]),
      sections: [],
    },
    '/client-success-stories': {
      text: expertiseAreas.flatMap((area) => [
        area.title,
        ...area.successStories.map((story) => story.name),
      ]),
      sections: [],
    },
    '/services': {
      text: expertiseAreas.flatMap((area) => [area.title, ...area.services.slice(0, 2)]),
      sections: [
        ...deliveryApproaches.map((approach) => ({
          anchor: approach.anchor,
          title: approach.title,
          text: [...approach.paragraphs, ...approach.highlights],
        })),
        {
          anchor: servicesCopy.sections.caseStudies.anchor,
          text: caseStudies.flatMap((study) => [study.industry, study.title, study.summary]),
        },
      ],
    },
    '/insights': {
      text: insightsHubs.flatMap((hub) => [hub.title, hub.text, ...hub.features]),
      sections: [],
    },
    '/insights/thought-leadership': {
      text: [
        ...articles.flatMap((article) => [article.title, article.description, article.author]),
        `${curator.name}, ${curator.title}`,
      ],
      sections: [],
    },
    '/about': {
      text: [
        aboutIntro,
        approachHeading(acronym.map((value) => value.letter).join('')),
        acronym.map((value) => value.title).join(', '),
        ...aboutLinks.flatMap((link) => [link.title, link.blurb]),
      ],
      sections: [{ anchor: aboutCopy.sections.mission.anchor, text: [mission] }],
    },
    '/about/mission': {
      text: [],
      sections: [
        {
          anchor: missionCopy.sections.approach.anchor,
          text: acronym.flatMap((value) => [value.title, value.description]),
        },
        { anchor: missionCopy.sections.statement.anchor, text: [mission] },
        {
          anchor: missionCopy.sections.drivers.anchor,
          text: drivers.flatMap((driver) => [driver.title, driver.description]),
        },
      ],
    },
    '/about/values': {
      text: companyValues.flatMap((value) => [value.title, value.description]),
      sections: [],
    },
    '/about/leadership': {
      text: leaders.flatMap((leader) => [leader.name, leader.title, leader.bio]),
      sections: [],
    },
    '/about/people': {
      text: peopleCards.flatMap((card) => [card.title, card.text]),
      sections: [],
    },
    '/about/locations': {
      text: [
        ...site.offices.flatMap((office) => [
          `${office.city}, ${office.regionName}`,
          office.name,
          formatOfficeAddress(office),
        ]),
        site.phone.display,
        site.email,
      ],
      sections: [],
    },
    '/about/certifications': {
      text: [],
      sections: (['certification', 'recognition'] as const).map((kind) => ({
        anchor: certificationsCopy.sections[kind].anchor,
        text: certifications
          .filter((item) => item.kind === kind)
          .flatMap((item) => [item.title, item.organization, item.description]),
      })),
    },
    '/about/partners': {
      text: partners.flatMap((partner) => [partner.name, partner.description]),
      sections: [],
    },
    '/contact': {
      text: [
        ...consultationSteps.flatMap((step) => [step.title, step.text]),
        consultationHours,
        site.phone.display,
        site.email,
        ...site.offices.flatMap((office) => [office.name, formatOfficeAddress(office)]),
      ],
      sections: [],
    },
    '/privacy-and-terms': { text: [], sections: legal },
    // The webinars page joins the index when it joins the site's page list.
    '/insights/webinars': {
      text: webinarSeeds.flatMap((webinar) => [
        webinar.title,
        webinar.description,
        ...webinar.agenda,
        ...webinar.speakers,
      ]),
      sections: [],
    },
  }
}

/**
 * A page's content with its copy merged in: the copy's heading and lines before the page's
 * collection text, each copy section's title on the section of the same anchor (a copy section
 * with no collection text becomes a section of its own, its heading searchable). Every string of the copy is
 * indexed, so copy added to a page needs nothing here.
 */
export function withCopy(content: PageContent, copy: PageCopy | undefined): PageContent {
  if (!copy) return content
  const copySections = Object.values(copy.sections)
  const sections = content.sections.map((section): Section => {
    const own = copySections.find((candidate) => candidate.anchor === section.anchor)
    return own ? { ...section, title: own.title } : section
  })
  for (const own of copySections) {
    if (sections.some((section) => section.anchor === own.anchor)) continue
    sections.push({ anchor: own.anchor, title: own.title, text: [] })
  }
  return {
    text: [...(copy.heading ? [copy.heading] : []), ...copy.text, ...content.text],
    sections,
  }
}

function collectionContent(): Record<string, PageContent> {
  const entries: [string, PageContent][] = [
    ...expertiseAreas.map((area): [string, PageContent] => {
      const copy = expertiseCopy(area)
      const content: PageContent = {
        text: [copy.closingTitle],
        sections: [
          {
            anchor: copy.sections.overview.anchor,
            text: [
              ...area.overview,
              copy.servicesHeading,
              ...area.services.flatMap((service, i) => [service, area.serviceSummaries[i] ?? '']),
            ],
          },
          {
            anchor: copy.sections.successStories.anchor,
            text: area.successStories.flatMap((story) => [story.name, story.description]),
          },
        ],
      }
      return [expertiseHref(area.id), withCopy(content, copy)]
    }),
    ...industries.map((industry): [string, PageContent] => {
      const copy = industryCopy(industry)
      const content: PageContent = {
        text: [copy.closingTitle],
        sections: [
          {
            anchor: copy.sections.overview.anchor,
            text: [
              ...industry.overview,
              ...industry.sectors,
              copy.servicesHeading,
              ...industry.services,
            ],
          },
          {
            anchor: copy.sections.successStories.anchor,
            text: industry.successStories.flatMap((story) => [story.name, story.description]),
          },
        ],
      }
      return [industryHref(industry.id), withCopy(content, copy)]
    }),
    ...articles.map((article): [string, PageContent] => {
      const { text, sections } = mdxSections(article.body)
      return [articleHref(article.slug), { text: [article.author, ...text], sections }]
    }),
    ...caseStudies.map((study): [string, PageContent] => [
      caseStudyHref(study.id),
      {
        text: [
          study.industry,
          study.client,
          study.challenge,
          ...study.metrics.map((metric) => `${metric.value} ${metric.label}`),
          study.situation,
          study.task,
          ...study.action,
          study.result,
          ...study.technologies,
          timelineHeading(study),
          ...study.timeline.phases.map((phase) => `${phase.name} ${phase.duration}`),
        ],
        sections: [],
      },
    ]),
  ]
  return Object.fromEntries(entries)
}

/**
 * A page, or a section with an anchor, with its text kept as the parts the page shows it in
 * (paragraphs, list items, card titles): the chat assistant quotes whole parts, never a run of
 * list items glued into one sentence.
 */
export type ContentDocument = Omit<SearchDocument, 'text'> & { parts: string[] }

function cleanParts(parts: readonly string[]): string[] {
  return parts.map(clean).filter((part) => part.length > 0)
}

/** Every page of the site and every section with an anchor, from the content collections. */
export function buildContentDocuments(): ContentDocument[] {
  const statics = Object.fromEntries(
    Object.entries(staticPageContent()).map(([path, content]) => [
      path,
      withCopy(content, staticPageCopy[path]),
    ]),
  )
  const content = { ...statics, ...collectionContent() }
  const documents = new Map<string, ContentDocument>()
  for (const page of sitePages()) {
    const { text, sections } = content[page.path] ?? { text: [], sections: [] }
    documents.set(page.path, {
      id: page.path,
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      parts: cleanParts(text),
    })
    for (const section of sections) {
      const id = `${page.path}#${section.anchor}`
      const existing = documents.get(id)
      // A repeated id on one page: the browser goes to the first, so its text belongs there.
      if (existing) {
        existing.parts.push(...cleanParts([section.title ?? '', ...section.text]))
        continue
      }
      documents.set(id, {
        id,
        title: section.title ?? section.anchor,
        pageTitle: page.title,
        keywords: [],
        parts: cleanParts(section.text),
      })
    }
  }
  return [...documents.values()]
}

/**
 * The full-text search documents: one per page of the site (title, description, keywords and the
 * text outside its anchored sections) and one per section with an anchor.
 */
export function buildSearchDocuments(): SearchDocument[] {
  return buildContentDocuments().map(({ parts, ...document }) => ({
    ...document,
    text: parts.join(' '),
  }))
}

/** The body of /search-index.json: every page's documents and the curated entries. */
export function buildSearchIndexPayload(): SearchIndexPayload {
  return { documents: buildSearchDocuments(), entries: [...curatedEntries] }
}
