import { SitePathSchema } from '@/content/schemas'
import { z } from '@/lib/zod'

/** A page a result may open: a page of the site, or /case-studies (the services screen). */
const ResultPageSchema = z.union([SitePathSchema, z.literal('/case-studies')])

/**
 * The spec's Search entry (section 3): a hand-written result with the words that should find it.
 * Paths are site paths, optionally with the id of a section on that page; the page is checked
 * against the content's id lists, so an entry naming an unknown industry or case study fails.
 */
export const SearchEntrySchema = z.strictObject({
  title: z.string().min(2).max(60),
  description: z.string().min(40).max(160),
  path: z
    .string()
    .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/, 'must be a site path')
    .refine(
      (path) => ResultPageSchema.safeParse(path.split('#')[0]).success,
      'must name a page of the site',
    ),
  /** Lower-case words and phrases; a query equal to one ranks the entry first. */
  keywords: z
    .array(
      z
        .string()
        .min(2)
        .refine((keyword) => keyword === keyword.toLowerCase(), 'keywords are lower-case'),
    )
    .min(1),
})

export type SearchEntry = z.infer<typeof SearchEntrySchema>

/**
 * The 20 static entries of the old site's search, in its order, over the 17 distinct paths the
 * spec lists. Two spec paths name industries the site does not have, so those entries lead to the
 * closest real content instead (decision record 006): healthcare to the health-system case study,
 * manufacturing to the automotive industry page (manufacturers and parts suppliers).
 */
export const curatedEntries: readonly SearchEntry[] = z
  .array(SearchEntrySchema)
  .length(20)
  .parse([
    {
      title: 'Strategy & Transformation',
      description:
        'Business, growth and technology strategy connected to a funded, sequenced transformation roadmap.',
      path: '/expertise#strategy',
      keywords: ['strategy', 'business strategy', 'growth strategy', 'transformation', 'roadmap'],
    },
    {
      title: 'Data & Analytics',
      description:
        'Modern data platforms, business intelligence and data governance your teams can trust.',
      path: '/expertise#data',
      keywords: ['data', 'analytics', 'data platform', 'data governance', 'data privacy'],
    },
    {
      title: 'Artificial Intelligence',
      description:
        'Machine learning, predictive models and intelligent automation taken from pilot to production.',
      path: '/expertise#ai',
      keywords: ['ai', 'artificial intelligence', 'machine learning', 'predictive modeling'],
    },
    {
      title: 'Generative & Agentic AI',
      description:
        'Assistants and agents grounded in your content and systems, with evaluation and guardrails.',
      path: '/expertise#ai',
      keywords: ['generative ai', 'genai', 'llm', 'llms', 'agentic ai', 'ai agents', 'chatbot'],
    },
    {
      title: 'Cloud Transformation',
      description:
        'Cloud migration, application modernization and automated infrastructure, run securely.',
      path: '/expertise/cloud',
      keywords: ['cloud', 'cloud transformation', 'cloud migration', 'modernization'],
    },
    {
      title: 'Infrastructure & Provisioning',
      description:
        'Secure landing zones and infrastructure as code so teams ship changes safely and quickly.',
      path: '/expertise/cloud',
      keywords: ['infrastructure', 'provisioning', 'infrastructure as code', 'devops'],
    },
    {
      title: 'Integration',
      description:
        'APIs, event streams and post-merger systems integration that connect your applications.',
      path: '/expertise#integration',
      keywords: ['integration', 'systems integration', 'apis', 'master data', 'post-merger'],
    },
    {
      title: 'Cloud Strategy & Cost Management',
      description:
        'Platform choices, architecture standards and FinOps that align cloud spend with value.',
      path: '/expertise#cloud',
      keywords: ['cloud strategy', 'finops', 'cloud cost', 'cost management'],
    },
    {
      title: 'High-tech',
      description:
        'Software, SaaS, semiconductor and electronics companies: product analytics, FinOps and delivery.',
      path: '/industries/high-tech',
      keywords: ['high-tech', 'high tech', 'saas', 'software', 'semiconductors'],
    },
    {
      title: 'Healthcare',
      description:
        'How a nine-hospital health system modernized patient access and data: our healthcare case study.',
      path: '/case-studies/healthcare-digital-transformation',
      keywords: ['healthcare', 'health care', 'hospital', 'health system', 'patient', 'hipaa'],
    },
    {
      title: 'Financial Services',
      description:
        'Banking, insurance, capital markets and payments: modernization, risk and data for finance.',
      path: '/industries/financial-services',
      keywords: ['financial services', 'finance', 'banking', 'insurance', 'fintech'],
    },
    {
      title: 'Manufacturing',
      description:
        'Manufacturers and parts suppliers: multi-tier supplier visibility, predictive quality and plant-floor data.',
      path: '/industries/automotive',
      keywords: ['manufacturing', 'manufacturers', 'automotive', 'suppliers', 'factory'],
    },
    {
      title: 'Enterprise Program Management',
      description:
        'Portfolio governance, PMO setup and executive reporting for large transformation programs.',
      path: '/services#enterprise-program-management',
      keywords: ['program management', 'enterprise program management', 'pmo', 'portfolio'],
    },
    {
      title: 'Agile Transformation',
      description:
        'Agile coaching, Scaled Agile Framework (SAFe) courses and a product operating model.',
      path: '/services#agile-transformation',
      keywords: ['agile', 'agile transformation', 'scaled agile', 'safe framework', 'scrum'],
    },
    {
      title: 'About Us',
      description:
        'A minority- and women-owned consulting firm: our mission, values, leadership and offices.',
      path: '/about',
      keywords: ['about', 'about us', 'company', 'mission', 'leadership', 'women-owned'],
    },
    {
      title: 'Contact Us',
      description:
        'Book a free 30-minute consultation with a senior consultant, or reach us by phone.',
      path: '/contact',
      keywords: ['contact', 'contact us', 'consultation', 'connect', 'schedule a call'],
    },
    {
      title: 'Case Studies',
      description:
        'Client engagements told as situation, task, action and result, with measured outcomes.',
      path: '/case-studies',
      keywords: ['case studies', 'case study', 'success stories', 'results', 'clients'],
    },
    {
      title: 'Insights',
      description:
        'Thought leadership and webinars from our practitioners on AI, data, cloud and change.',
      path: '/insights',
      keywords: ['insights', 'thought leadership', 'articles', 'webinars', 'blog'],
    },
    {
      title: 'Services',
      description:
        'Six service areas, one accountable team: AI, data, operations, cloud, delivery and strategy.',
      path: '/services',
      keywords: ['services', 'how we serve', 'consulting', 'offerings'],
    },
    {
      title: 'Business Intelligence',
      description:
        'Dashboards and self-service reporting built around the decisions your managers make.',
      path: '/expertise#data',
      keywords: ['business intelligence', 'dashboards', 'reporting', 'kpis'],
    },
  ])
