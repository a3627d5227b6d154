import { z } from 'zod'
import { IconNameSchema } from './icons'

/**
 * The six practice areas. Each has an expertise page (/expertise/{id}) and a column in the
 * Services menu listing exactly the services the spec names for it.
 */
export const ExpertiseAreaSchema = z.strictObject({
  id: z.enum([
    'artificial-intelligence',
    'data',
    'business-operations',
    'cloud',
    'planning-delivery',
    'strategy',
  ]),
  /** Full name, used for page titles and breadcrumbs. */
  title: z.string().min(1),
  /** Short name in the Services menu and the footer. */
  menuTitle: z.string().min(1),
  icon: IconNameSchema,
  services: z.array(z.string().min(1)).min(3),
})

export type ExpertiseArea = z.infer<typeof ExpertiseAreaSchema>
export type ExpertiseAreaId = ExpertiseArea['id']

export const expertiseAreas: readonly ExpertiseArea[] = z.array(ExpertiseAreaSchema).parse([
  {
    id: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    menuTitle: 'AI',
    icon: 'brain-circuit',
    services: [
      'Machine learning',
      'Predictive Modeling',
      'Generative AI and LLMs',
      'Agentic AI and MCP',
      'Intelligent Automation',
      'Software Development',
    ],
  },
  {
    id: 'data',
    title: 'Data',
    menuTitle: 'Data',
    icon: 'database',
    services: [
      'Business Intelligence',
      'Engineering & Architecture',
      'Advanced Analytics',
      'Governance Risk & Compliance',
      'Data Privacy',
    ],
  },
  {
    id: 'business-operations',
    title: 'Business Operations',
    menuTitle: 'Business Operations',
    icon: 'briefcase-business',
    services: [
      'Business Case Design & Development',
      'Mergers & Acquisitions Operations',
      'Operating Model Design',
      'Business Process Engineering',
      'Contract Lifecycle Management',
    ],
  },
  {
    id: 'cloud',
    title: 'Cloud',
    menuTitle: 'Cloud',
    icon: 'cloud',
    services: [
      'Migration & Modernization',
      'Infrastructure & Provisioning',
      'Application Integration',
    ],
  },
  {
    id: 'planning-delivery',
    title: 'Planning & Delivery',
    menuTitle: 'Planning & Delivery',
    icon: 'calendar-check',
    services: [
      'Enterprise Program Management',
      'Product Management',
      'Change Leadership',
      'Project Coaching/Advisory',
      'Agile Training and SAFE',
    ],
  },
  {
    id: 'strategy',
    title: 'Strategy',
    menuTitle: 'Strategy',
    icon: 'compass',
    services: [
      'Business Strategy',
      'Growth Strategy',
      'AI Partnerships',
      'Data & Technology Strategy',
    ],
  },
])

export function expertiseHref(id: ExpertiseAreaId): string {
  return `/expertise/${id}`
}
