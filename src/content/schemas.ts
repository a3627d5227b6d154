import { z } from '@/lib/zod'

/**
 * Every content schema, and the type inferred from each (decision 039). The collections keep
 * their data in their own modules and parse it with these on import, so a bad entry fails the
 * build. A reference from one entry to another is typed by the id list of the collection it
 * names: a misspelt id fails the parse (and usually tsc), not only a test.
 *
 * No data here, and nothing but zod: a module that needs one schema or type imports this file.
 */

// ---------------------------------------------------------------------------------------------
// Ids: the closed lists every collection is keyed by, in the order the site shows them.
// ---------------------------------------------------------------------------------------------

/** The six practice areas (/expertise/{id}). */
export const ExpertiseAreaIdSchema = z.enum([
  'artificial-intelligence',
  'data',
  'business-operations',
  'cloud',
  'planning-delivery',
  'strategy',
])
export type ExpertiseAreaId = z.infer<typeof ExpertiseAreaIdSchema>

/** The seven industries the firm serves (/industries/{id}). */
export const IndustryIdSchema = z.enum([
  'high-tech',
  'financial-services',
  'e-commerce',
  'automotive',
  'hospitality',
  'gaming',
  'media',
])
export type IndustryId = z.infer<typeof IndustryIdSchema>

/** The case studies (/case-studies/{id}). */
export const CaseStudyIdSchema = z.enum([
  'financial-services-merger',
  'retail-ai-transformation',
  'healthcare-digital-transformation',
])
export type CaseStudyId = z.infer<typeof CaseStudyIdSchema>

/** The articles (/insights/thought-leadership/{slug}); each is `articles/{slug}.mdx`. */
export const ArticleSlugSchema = z.enum([
  'agentic-ai-document-extraction',
  'neocloud-providers',
  'ai-agent-frameworks',
  'trust-human-ai-relationships',
  'product-testing-ai-synthetic-data',
])
export type ArticleSlug = z.infer<typeof ArticleSlugSchema>

/** The leaders (/about/leadership#{id}). */
export const LeaderIdSchema = z.enum(['dana-whitfield', 'marcus-oyelaran', 'priya-raman'])
export type LeaderId = z.infer<typeof LeaderIdSchema>

/** The two documents of the legal page, in the order they appear; each is `legal/{id}.mdx`. */
export const LegalDocumentIdSchema = z.enum(['privacy-policy', 'terms-of-use'])
export type LegalDocumentId = z.infer<typeof LegalDocumentIdSchema>

/** Every page with its own entry in the static page list (src/content/pages.ts). */
export const StaticPagePathSchema = z.enum([
  '/',
  '/expertise',
  '/industries',
  '/client-success-stories',
  '/services',
  '/insights',
  '/insights/thought-leadership',
  '/insights/webinars',
  '/about',
  '/about/mission',
  '/about/values',
  '/about/leadership',
  '/about/people',
  '/about/locations',
  '/about/certifications',
  '/about/partners',
  '/contact',
  '/privacy-and-terms',
  '/auth',
  '/working-on-it',
  '/career',
])
export type StaticPagePath = z.infer<typeof StaticPagePathSchema>

/** Icons content may name; components/sections/content-icon.tsx maps each to its drawing. */
export const IconNameSchema = z.enum([
  'brain-circuit',
  'database',
  'briefcase-business',
  'cloud',
  'calendar-check',
  'compass',
  'cpu',
  'landmark',
  'shopping-cart',
  'car',
  'hotel',
  'gamepad-2',
  'clapperboard',
])
export type IconName = z.infer<typeof IconNameSchema>

// ---------------------------------------------------------------------------------------------
// Links to entries, built from the id lists.
// ---------------------------------------------------------------------------------------------

/**
 * The paths `${prefix}${id}` of a collection's pages as an enum, typed as the same template
 * literal: `pathEnum('/expertise/', ExpertiseAreaIdSchema)` accepts '/expertise/data' only.
 */
export function pathEnum<const Prefix extends string, Id extends string>(
  prefix: Prefix,
  ids: z.ZodEnum<{ readonly [K in Id]: K }>,
) {
  return z.enum(ids.options.map((id): `${Prefix}${Id}` => `${prefix}${id}`))
}

export const ExpertiseHrefSchema = pathEnum('/expertise/', ExpertiseAreaIdSchema)
export type ExpertiseHref = z.infer<typeof ExpertiseHrefSchema>

export const IndustryHrefSchema = pathEnum('/industries/', IndustryIdSchema)
export type IndustryHref = z.infer<typeof IndustryHrefSchema>

export const CaseStudyHrefSchema = pathEnum('/case-studies/', CaseStudyIdSchema)
export type CaseStudyHref = z.infer<typeof CaseStudyHrefSchema>

export const ArticleHrefSchema = pathEnum('/insights/thought-leadership/', ArticleSlugSchema)
export type ArticleHref = z.infer<typeof ArticleHrefSchema>

export const ScipabWebinarPathSchema = z.literal('/insights/webinars/SCIPAB')

/** A page of the site a link may name: a static page or a collection entry's page. */
export const SitePathSchema = z.union([
  StaticPagePathSchema,
  ExpertiseHrefSchema,
  IndustryHrefSchema,
  CaseStudyHrefSchema,
  ArticleHrefSchema,
  ScipabWebinarPathSchema,
])
export type SitePath = z.infer<typeof SitePathSchema>

/** Whether `keys` names each id of `ids` exactly once, and nothing else. */
function oneEach(ids: readonly string[], keys: readonly string[]): boolean {
  return keys.length === ids.length && ids.every((id) => keys.includes(id))
}

// ---------------------------------------------------------------------------------------------
// Shared fields.
// ---------------------------------------------------------------------------------------------

/** Ids used in URLs and anchors: lower-case words joined by hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug')

/** Paths of generated artwork under public/images (see tools/assets). */
export const ImagePathSchema = z
  .string()
  .regex(
    /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|webp|png|jpg)$/,
    'must be an /images/… path',
  )

const HttpsUrlSchema = z.url().refine((url) => url.startsWith('https://'), 'must be https')

/** A client outcome shown as a card whose image opens enlarged. Clients stay anonymous. */
export const SuccessStorySchema = z.strictObject({
  /** A descriptive client name, e.g. 'Regional credit union'. */
  name: z.string().min(3).max(80),
  description: z.string().min(80).max(420),
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
})
export type SuccessStory = z.infer<typeof SuccessStorySchema>

// ---------------------------------------------------------------------------------------------
// Expertise areas (expertise-areas.ts) and the Our Expertise page (expertise-overview.ts).
// ---------------------------------------------------------------------------------------------

/**
 * The six practice areas. Each has an expertise page (/expertise/{id}) and a column in the
 * Services menu listing exactly the services the spec names for it.
 */
export const ExpertiseAreaSchema = z.strictObject({
  id: ExpertiseAreaIdSchema,
  /** Full name, used for page titles and breadcrumbs. */
  title: z.string().min(1),
  /** Short name in the Services menu and the footer. */
  menuTitle: z.string().min(1),
  icon: IconNameSchema,
  /** One or two sentences under the page title. */
  description: z.string().min(80).max(320),
  /** The Overview section: two to four paragraphs. */
  overview: z.array(z.string().min(120)).min(2).max(4),
  /** Exactly the services the spec names for the area, in its order. */
  services: z.array(z.string().min(1)).min(3),
  /** What a client gets from each service, one line per service, same order. */
  serviceSummaries: z.array(z.string().min(40).max(220)),
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
  successStories: z.array(SuccessStorySchema).length(3),
})
export type ExpertiseArea = z.infer<typeof ExpertiseAreaSchema>

export const ExpertiseAreasSchema = z.array(ExpertiseAreaSchema).refine(
  (areas) =>
    oneEach(
      ExpertiseAreaIdSchema.options,
      areas.map((area) => area.id),
    ),
  'needs one expertise area for each ExpertiseAreaIdSchema id',
)

/** A card of the 'Our Expertise' page, linking to an expertise area. */
export const ExpertiseCardSchema = z.strictObject({
  title: z.string().min(3).max(60),
  description: z.string().min(60).max(220),
  href: ExpertiseHrefSchema,
})
export type ExpertiseCard = z.infer<typeof ExpertiseCardSchema>

/** The sections of the 'Our Expertise' page, each with three cards. */
export const ExpertiseSectionSchema = z.strictObject({
  /** The in-page anchor, e.g. /expertise#data. */
  anchor: z.enum(['strategy', 'data', 'ai', 'cloud', 'integration']),
  title: z.string().min(3).max(80),
  intro: z.string().min(80).max(300),
  cards: z.array(ExpertiseCardSchema).length(3),
})
export type ExpertiseSection = z.infer<typeof ExpertiseSectionSchema>

export const ExpertiseSectionsSchema = z.array(ExpertiseSectionSchema).length(5)

// ---------------------------------------------------------------------------------------------
// Industries (industries.ts).
// ---------------------------------------------------------------------------------------------

/** The seven industries the firm serves, each with the sectors listed in the Industries menu. */
export const IndustrySchema = z.strictObject({
  id: IndustryIdSchema,
  title: z.string().min(1),
  icon: IconNameSchema,
  sectors: z.array(z.string().min(1)).min(2),
  /** The card text on /industries and the lead under the page title. */
  description: z.string().min(80).max(300),
  /** The Overview section: two to four paragraphs. */
  overview: z.array(z.string().min(120)).min(2).max(4),
  /** What we do for this industry: five to eight short lines. */
  services: z.array(z.string().min(10).max(120)).min(5).max(8),
  /** The Overview's background artwork. */
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
  successStories: z.array(SuccessStorySchema).length(3),
})
export type Industry = z.infer<typeof IndustrySchema>

export const IndustriesSchema = z.array(IndustrySchema).refine(
  (list) =>
    oneEach(
      IndustryIdSchema.options,
      list.map((industry) => industry.id),
    ),
  'needs one industry for each IndustryIdSchema id',
)

// ---------------------------------------------------------------------------------------------
// Case studies (case-studies.ts).
// ---------------------------------------------------------------------------------------------

export const MetricIconSchema = z.enum([
  'trending-up',
  'trending-down',
  'clock',
  'dollar-sign',
  'users',
  'shield-check',
  'gauge',
  'percent',
])

/** A client engagement told as Situation, Task, Action, Result (the spec's Case study entity). */
export const CaseStudySchema = z.strictObject({
  id: CaseStudyIdSchema,
  title: z.string().min(10).max(90),
  /** An anonymous but specific client description, e.g. 'Mid-size regional bank'. */
  client: z.string().min(5).max(80),
  /** The badge above the title, and a keyword of the page: the client's sector in our words. */
  industry: z.string().min(3).max(40),
  /**
   * The industry page the client's sector is, or null when the firm does not list that sector
   * among its seven industries (retail, healthcare). When set, `industry` is that page's title.
   */
  industryId: IndustryIdSchema.nullable(),
  /** One or two sentences: the problem in the client's words. */
  challenge: z.string().min(80).max(360),
  /** Meta description and card text. */
  summary: z.string().min(80).max(170),
  situation: z.string().min(150),
  task: z.string().min(100),
  action: z.array(z.string().min(40)).min(4).max(7),
  result: z.string().min(150),
  metrics: z
    .array(
      z.strictObject({
        label: z.string().min(3).max(60),
        value: z.string().min(1).max(12),
        icon: MetricIconSchema,
      }),
    )
    .length(4),
  timeline: z.strictObject({
    /** The whole engagement, e.g. '14 months'. */
    duration: z.string().regex(/^\d+ (weeks|months)$/),
    phases: z
      .array(
        z.strictObject({ name: z.string().min(3).max(60), duration: z.string().min(3).max(30) }),
      )
      .min(3)
      .max(6),
  }),
  technologies: z.array(z.string().min(2).max(40)).min(4).max(10),
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
})
export type CaseStudy = z.infer<typeof CaseStudySchema>

export const CaseStudiesSchema = z.array(CaseStudySchema).refine(
  (studies) =>
    oneEach(
      CaseStudyIdSchema.options,
      studies.map((study) => study.id),
    ),
  'needs one case study for each CaseStudyIdSchema id',
)

// ---------------------------------------------------------------------------------------------
// Articles (articles.server.ts reads the MDX files and parses their frontmatter).
// ---------------------------------------------------------------------------------------------

/** Frontmatter of an article (spec section 3, Article), validated when the collection loads. */
export const ArticleFrontmatterSchema = z
  .strictObject({
    title: z.string().min(10).max(110),
    description: z.string().min(80).max(200),
    keywords: z.array(z.string().min(2)).min(3).max(8),
    author: z.string().min(3).max(60),
    publishedDate: z.iso.date(),
    /** The last substantive revision, when there was one; the publish date otherwise. */
    modifiedDate: z.iso.date().optional(),
    isOriginal: z.boolean(),
    originalUrl: z.url().nullable(),
    isVideo: z.boolean(),
    videoId: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .nullable(),
    image: ImagePathSchema,
    imageAlt: z.string().min(10).max(160),
    category: z.literal('AI & Data'),
  })
  .refine((article) => article.isOriginal === (article.originalUrl === null), {
    message: 'curated articles need originalUrl; original ones must not have one',
  })
  .refine((article) => article.isVideo === (article.videoId !== null), {
    message: 'video articles need videoId; others must not have one',
  })
  .refine((article) => (article.modifiedDate ?? article.publishedDate) >= article.publishedDate, {
    message: 'modifiedDate cannot be before publishedDate',
  })
export type ArticleFrontmatter = z.infer<typeof ArticleFrontmatterSchema>

// ---------------------------------------------------------------------------------------------
// Home page (home.ts).
// ---------------------------------------------------------------------------------------------

export const StatSchema = z.strictObject({
  value: z.enum(['25+', '50%', '50+', '200+']),
  description: z.string().min(15).max(90),
})
export type Stat = z.infer<typeof StatSchema>
export const StatsSchema = z.array(StatSchema).length(4)

export const ValueSchema = z.strictObject({
  title: z.enum(['Accountability', 'Innovation', 'Diversity', 'Automation', 'Teamwork', 'Agility']),
  description: z.string().min(60).max(200),
})
export type Value = z.infer<typeof ValueSchema>
export const ValuesSchema = z.array(ValueSchema).length(6)

/** A fictional partner or client, drawn as a wordmark by tools/assets (no real trademarks). */
export const LogoSchema = z.strictObject({
  name: z.string().min(2).max(40),
  href: HttpsUrlSchema,
  src: ImagePathSchema,
  alt: z.string().min(5).max(80),
})
export type Logo = z.infer<typeof LogoSchema>
export const LogosSchema = z.array(LogoSchema).length(12)

/** A card of the home page's services grid, linking to an expertise area. */
export const ServiceCardSchema = z.strictObject({
  title: z.enum([
    'AI & ML Solutions',
    'Cloud Transformation',
    'Digital Experience & Data Analytics',
    'Business Operations & Process Improvement',
    'Strategic Consulting',
    'Product & Program Management',
  ]),
  description: z.string().min(60).max(220),
  image: ImagePathSchema,
  imageAlt: z.string().min(10).max(160),
  link: ExpertiseHrefSchema,
})
export type ServiceCard = z.infer<typeof ServiceCardSchema>
export const ServiceCardsSchema = z.array(ServiceCardSchema).length(6)

export const HeroLeadSchema = z.string().min(120).max(220)

export const AboutSectionSchema = z.strictObject({
  title: z.string().min(10).max(80),
  paragraphs: z.array(z.string().min(150).max(700)).length(2),
})
export type AboutSection = z.infer<typeof AboutSectionSchema>

export const ClosingCtaSchema = z.strictObject({
  title: z.string().min(10).max(80),
  text: z.string().min(80).max(300),
})
export type ClosingCta = z.infer<typeof ClosingCtaSchema>

// ---------------------------------------------------------------------------------------------
// About section (about.ts): spec sections 2 and 3, Leader, Certification, Partner, Value.
// ---------------------------------------------------------------------------------------------

export const AboutLinkSchema = z.strictObject({
  title: z.enum([
    'Our Leadership',
    'Locations',
    'Certifications & Recognition',
    'Partners',
    'Our Mission & Values',
  ]),
  href: StaticPagePathSchema.extract([
    '/about/leadership',
    '/about/locations',
    '/about/certifications',
    '/about/partners',
    '/about/mission',
  ]),
  blurb: z.string().min(60).max(200),
})
export type AboutLink = z.infer<typeof AboutLinkSchema>
export const AboutLinksSchema = z.array(AboutLinkSchema).length(5)

/** A letter of the AIDATA acronym (the approach the mission page spells out). */
export const AcronymValueSchema = z.strictObject({
  letter: z.string().length(1),
  title: z.enum(['Automatization', 'Impact', 'Diversity', 'Accountability', 'Teamwork', 'Agility']),
  description: z.string().min(60).max(220),
  /** One of the brand accent colours, as a design token name. */
  color: z.enum(['teal', 'navy', 'amber', 'sky', 'emerald', 'indigo']),
})
export type AcronymValue = z.infer<typeof AcronymValueSchema>
export const AcronymSchema = z.array(AcronymValueSchema).length(6)

export const DriverSchema = z.strictObject({
  title: z.enum(['Client Success', 'Innovation', 'Integrity']),
  description: z.string().min(80).max(260),
})
export type Driver = z.infer<typeof DriverSchema>
export const DriversSchema = z.array(DriverSchema).length(3)

export const CompanyValueSchema = z.strictObject({
  title: z.enum([
    'Excellence',
    'Innovation',
    'Integrity',
    'Collaboration',
    'Adaptability',
    'Impact',
  ]),
  description: z.string().min(80).max(260),
})
export type CompanyValue = z.infer<typeof CompanyValueSchema>
export const CompanyValuesSchema = z.array(CompanyValueSchema).length(6)

export const LeaderSchema = z.strictObject({
  id: LeaderIdSchema,
  name: z.string().min(3).max(60),
  title: z.string().min(3).max(80),
  /** The full biography; the card cuts it to 50 words unless showFullBio is set. */
  bio: z.string().min(200),
  photo: ImagePathSchema,
  photoAlt: z.string().min(10).max(160),
  linkedinUrl: HttpsUrlSchema,
  showFullBio: z.boolean(),
})
export type Leader = z.infer<typeof LeaderSchema>

export const LeadersSchema = z.array(LeaderSchema).refine(
  (list) =>
    oneEach(
      LeaderIdSchema.options,
      list.map((leader) => leader.id),
    ),
  'needs one leader for each LeaderIdSchema id',
)

export const CertificationSchema = z.strictObject({
  title: z.string().min(5).max(90),
  organization: z.string().min(2).max(60),
  year: z.number().int().min(2020).max(2026),
  description: z.string().min(60).max(240),
  kind: z.enum(['certification', 'recognition']),
})
export type Certification = z.infer<typeof CertificationSchema>
export const CertificationsSchema = z.array(CertificationSchema).length(8)

export const PartnerSchema = z.strictObject({
  name: z.string().min(2).max(60),
  description: z.string().min(80).max(260),
  logo: ImagePathSchema,
  website: HttpsUrlSchema,
})
export type Partner = z.infer<typeof PartnerSchema>
export const PartnersSchema = z.array(PartnerSchema).length(3)

export const MissionSchema = z.string().min(150).max(300)

export const AboutIntroSchema = z.string().min(200).max(400)

// ---------------------------------------------------------------------------------------------
// Contact page and Our People (contact.ts).
// ---------------------------------------------------------------------------------------------

/** A step of a free 30-minute consultation, on the contact page. */
export const ConsultationStepSchema = z.strictObject({
  title: z.string().min(5).max(60),
  text: z.string().min(40).max(200),
})
export type ConsultationStep = z.infer<typeof ConsultationStepSchema>
export const ConsultationStepsSchema = z.array(ConsultationStepSchema).length(3)

/** An invitation on /about/people. */
export const PeopleCardSchema = z.strictObject({
  title: z.string().min(5),
  text: z.string().min(40),
  link: z.strictObject({
    label: z.string().min(3),
    href: StaticPagePathSchema.extract(['/career', '/contact']),
  }),
})
export type PeopleCard = z.infer<typeof PeopleCardSchema>
export const PeopleCardsSchema = z.array(PeopleCardSchema).length(2)

// ---------------------------------------------------------------------------------------------
// How We Serve (delivery-approaches.ts) and Insights (insights.ts).
// ---------------------------------------------------------------------------------------------

/** A delivery approach described on the 'How We Serve' page. */
export const DeliveryApproachSchema = z.strictObject({
  /** The in-page anchor, e.g. #agile-transformation. */
  anchor: z.enum(['enterprise-program-management', 'agile-transformation']),
  title: z.string().min(3).max(80),
  paragraphs: z.array(z.string().min(200).max(600)).length(2),
  highlights: z.array(z.string().min(20).max(120)).min(3).max(5),
})
export type DeliveryApproach = z.infer<typeof DeliveryApproachSchema>
export const DeliveryApproachesSchema = z.array(DeliveryApproachSchema).length(2)

/** A hub of the Insights page and what it offers (spec section 2, Insights). */
export const InsightsHubSchema = z.strictObject({
  title: z.enum(['Thought Leadership', 'Webinars']),
  href: StaticPagePathSchema.extract(['/insights/thought-leadership', '/insights/webinars']),
  text: z.string().min(60).max(200),
  features: z.array(z.string().min(3)).length(4),
})
export type InsightsHub = z.infer<typeof InsightsHubSchema>
export const InsightsHubsSchema = z.array(InsightsHubSchema).length(2)

// ---------------------------------------------------------------------------------------------
// Legal documents (legal.ts) and static pages (pages.ts).
// ---------------------------------------------------------------------------------------------

/** A document of the legal page; its text is `legal/{id}.mdx`. */
export const LegalDocumentSchema = z.strictObject({
  id: LegalDocumentIdSchema,
  title: z.string().min(1),
  effectiveDate: z.iso.date(),
})
export type LegalDocument = z.infer<typeof LegalDocumentSchema>

export const LegalDocumentsSchema = z.array(LegalDocumentSchema).refine(
  (documents) =>
    oneEach(
      LegalDocumentIdSchema.options,
      documents.map((document) => document.id),
    ),
  'needs one document for each LegalDocumentIdSchema id',
)

/**
 * Title, description and keywords of a static page: the one source for its metadata, its Open
 * Graph image, the sitemap and the breadcrumb links. Pages built from a collection (an
 * expertise area, an article…) take theirs from that collection instead.
 */
export const StaticPageSchema = z.strictObject({
  path: StaticPagePathSchema,
  title: z.string().min(2).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).default([]),
  /** Placeholders and utility screens stay out of the sitemap and search engines. */
  indexable: z.boolean().default(true),
})
export type StaticPage = z.infer<typeof StaticPageSchema>

export const StaticPagesSchema = z.array(StaticPageSchema).refine(
  (pages) =>
    oneEach(
      StaticPagePathSchema.options,
      pages.map((page) => page.path),
    ),
  'needs one page for each StaticPagePathSchema path',
)

// ---------------------------------------------------------------------------------------------
// The SCIPAB webinar (scipab-webinar.ts).
// ---------------------------------------------------------------------------------------------

const SCIPAB_LETTERS = ['S', 'C', 'I', 'P', 'A', 'B'] as const
const SCIPAB_TITLES = [
  'Situation',
  'Complication',
  'Implication',
  'Position',
  'Action',
  'Benefit',
] as const

export const ScipabStepSchema = z.strictObject({
  letter: z.enum(SCIPAB_LETTERS),
  title: z.enum(SCIPAB_TITLES),
  /** The question the step answers; the step's card in the video shows it large. */
  question: z.string().min(20).max(60),
  /** What to write for this step, and why it matters for an agent. */
  explanation: z.string().min(150).max(420),
  /** The step applied to the briefing's worked example; the video shows it under the question. */
  example: z.string().min(40).max(100),
})
export type ScipabStep = z.infer<typeof ScipabStepSchema>

export const ScipabWebinarSchema = z
  .strictObject({
    path: ScipabWebinarPathSchema,
    title: z.string().min(10).max(70),
    category: z.string().min(2).max(30),
    /** One sentence for search results and social cards. */
    summary: z.string().min(50).max(160),
    /** The page's introduction, a paragraph per entry. */
    description: z.array(z.string().min(120).max(600)).min(2).max(4),
    keywords: z.array(z.string().min(2)).min(3),
    /** A leader's id from the About collection: name and title come from there. */
    speakerId: LeaderIdSchema,
    /** The webinar's length; the generated video runs exactly this long. */
    durationMinutes: z.number().int().min(1).max(180),
    publishedDate: z.iso.date(),
    /** What the worked example in every step is about. */
    exampleScenario: z.string().min(60).max(300),
    steps: z.array(ScipabStepSchema).length(6),
    takeaways: z.array(z.string().min(60).max(200)).min(3).max(5),
    /** The call to action that closes the page. */
    closingCta: z.strictObject({
      title: z.string().min(10).max(70),
      text: z.string().min(40).max(200),
    }),
    video: z.strictObject({
      webm: z.string().regex(/^\/video\/webinars\/[a-z0-9-]+\.webm$/),
      mp4: z.string().regex(/^\/video\/webinars\/[a-z0-9-]+\.mp4$/),
      /** The video's first frame, also the webinar's picture in lists. */
      poster: z.string().regex(/^\/images\/webinars\/[a-z0-9-]+-poster\.webp$/),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  })
  .refine(
    (webinar) => webinar.steps.every((step, index) => step.letter === SCIPAB_LETTERS[index]),
    { message: 'steps must run S, C, I, P, A, B', path: ['steps'] },
  )
  .refine((webinar) => webinar.steps.every((step) => step.title.startsWith(step.letter)), {
    message: "each step's title must start with its letter",
    path: ['steps'],
  })
export type ScipabWebinar = z.infer<typeof ScipabWebinarSchema>

// ---------------------------------------------------------------------------------------------
// Built-in webinars (webinars.ts). They seed the database, which then owns them, so their slugs
// are no closed list: staff publish new ones without a deploy.
// ---------------------------------------------------------------------------------------------

const FixedDateSchema = z.iso.datetime()
const RelativeDateSchema = z.strictObject({
  daysAfterSeeding: z.number().int().min(1).max(365),
  /** Wall-clock time in America/New_York, 24-hour. */
  easternTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
})

export const WebinarSeedSchema = z.strictObject({
  slug: SlugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  agenda: z.array(z.string().min(1)).min(1),
  speakers: z.array(z.string().min(1)).min(1),
  webinarDate: z.union([FixedDateSchema, RelativeDateSchema]),
  /** Where attendees join an upcoming session (the firm's meeting host in the seed data). */
  zoomLink: z.url().nullable(),
  image: z.string().regex(/^\/images\/webinars\/[a-z0-9-]+\.(?:svg|webp)$/),
  category: z.string().min(1),
  duration: z.string().regex(/^\d+ minutes$/),
  isPublished: z.boolean(),
})
export type WebinarSeed = z.infer<typeof WebinarSeedSchema>
export const WebinarSeedsSchema = z.array(WebinarSeedSchema)
