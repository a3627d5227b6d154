import type { CaseStudy, ExpertiseArea, Industry, StaticPagePath } from './schemas'

/**
 * The pages' own words: headings, leads and labels that belong to no collection entry. The pages
 * render them from here and the site search and the chat assistant index every string of a page's
 * copy (decision 035), so a sentence added here appears on the page and in search at once.
 */

/** A part of a page with an anchor: the element with id `anchor` holds it. */
export type CopySection = { readonly anchor: string; readonly title: string }

/** What a page says itself: lines at page level and its anchored sections, by name. */
export type PageCopy = {
  /** The page header's title, when it is not the page's own title. */
  readonly heading?: string
  /** Lines the page shows at its top (a lead); a page with lines here renders them. */
  readonly text: readonly string[]
  readonly sections: Readonly<Record<string, CopySection>>
}

export const homeCopy = {
  text: [],
  sections: {
    services: { anchor: 'services', title: 'Our Expertise' },
  },
} as const satisfies PageCopy

export const aboutCopy = {
  text: [],
  sections: {
    mission: { anchor: 'mission', title: 'Our mission' },
  },
} as const satisfies PageCopy

/** The /about heading over the acronym's letters ('Our approach: NORTH'). */
export function approachHeading(letters: string): string {
  return `Our approach: ${letters}`
}

export const missionCopy = {
  text: [],
  sections: {
    approach: { anchor: 'approach', title: 'Our approach, letter by letter' },
    statement: { anchor: 'mission-statement', title: 'Our mission' },
    drivers: { anchor: 'drivers', title: 'What drives us' },
  },
} as const satisfies PageCopy

export const certificationsCopy = {
  text: [],
  sections: {
    certification: { anchor: 'certifications', title: 'Industry certifications' },
    recognition: { anchor: 'recognitions', title: 'Corporate recognitions' },
  },
} as const satisfies PageCopy

export const contactCopy = {
  heading: 'Connect With Our Experts',
  text: [
    'Book a free 30-minute consultation with a senior consultant. We will listen, ask the ' +
      'questions that matter and suggest practical next steps for your AI, data, cloud or ' +
      'transformation program.',
  ],
  sections: {
    consultation: { anchor: 'consultation', title: 'Your free 30-minute consultation' },
    reachUs: { anchor: 'reach-us', title: 'Prefer to reach us directly?' },
  },
} as const satisfies PageCopy

export const servicesCopy = {
  text: [],
  sections: {
    caseStudies: { anchor: 'case-studies', title: 'Case studies' },
  },
} as const satisfies PageCopy

/** The heading of the success-story cards on expertise and industry pages. */
export const successStoriesSection = {
  anchor: 'success-stories',
  title: 'Selected Client Success Stories',
} as const satisfies CopySection

/** An expertise area's page. */
export function expertiseCopy(area: ExpertiseArea) {
  return {
    text: [],
    sections: {
      overview: { anchor: 'overview', title: 'Overview' },
      successStories: successStoriesSection,
    },
    servicesHeading: `Our ${area.title} services`,
    closingTitle: `Ready to Transform Your Business with ${area.menuTitle}?`,
  } as const satisfies PageCopy & Record<string, unknown>
}

/** An industry's page. */
export function industryCopy(industry: Industry) {
  return {
    text: [],
    sections: {
      overview: { anchor: 'overview', title: 'Overview' },
      successStories: successStoriesSection,
    },
    servicesHeading: 'How we help',
    closingTitle: `Ready to Transform Your ${industry.title} Business?`,
  } as const satisfies PageCopy & Record<string, unknown>
}

/** The heading over a case study's phases. */
export function timelineHeading(study: CaseStudy): string {
  return `Project timeline: ${study.timeline.duration}`
}

/** The line under a legal document's heading. */
export function effectiveLine(formattedDate: string): string {
  return `Effective ${formattedDate}`
}

/**
 * The copy of every fixed page, by path: what search and the chat assistant index beside the
 * collections. A page that renders words of its own lists its copy here.
 */
export const staticPageCopy: Readonly<Record<string, PageCopy>> = {
  '/': homeCopy,
  '/about': aboutCopy,
  '/about/mission': missionCopy,
  '/about/certifications': certificationsCopy,
  '/contact': contactCopy,
  '/services': servicesCopy,
} satisfies Partial<Record<StaticPagePath, PageCopy>>
