import { z } from 'zod'

/**
 * Webinars the site ships with. They seed the `webinars` table of a new database; after that the
 * table is the source of truth, so staff can publish new sessions without a deploy.
 */
export const WebinarSeedSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  description: z.string().min(1),
  agenda: z.array(z.string().min(1)).min(1),
  speakers: z.array(z.string().min(1)).min(1),
  webinarDate: z.iso.datetime(),
  zoomLink: z.url().nullable(),
  image: z.string().regex(/^\/images\/webinars\/[a-z0-9-]+\.svg$/),
  category: z.string().min(1),
  duration: z.string().regex(/^\d+ minutes$/),
  isPublished: z.boolean(),
})

export type WebinarSeed = z.infer<typeof WebinarSeedSchema>

export const webinarSeeds: readonly WebinarSeed[] = z.array(WebinarSeedSchema).parse([
  {
    slug: 'scaling-generative-ai-pilots',
    title: 'From Pilot to Production: Scaling Generative AI Across the Enterprise',
    description:
      'Most generative AI pilots stall between a promising demo and a dependable service. This session walks through the operating decisions that get them over the line: choosing the first use cases, evaluating model output before customers see it, and budgeting for inference at scale.',
    agenda: [
      'Why pilots stall: the four gaps between a demo and a service',
      'Picking use cases by value, risk and data readiness',
      'Evaluation harnesses that catch regressions before release',
      'Cost controls for inference, caching and model routing',
      'Live Q&A',
    ],
    speakers: ['Dana Whitfield', 'Marcus Oyelaran'],
    webinarDate: '2025-07-31T00:00:00.000Z',
    zoomLink: null,
    image: '/images/webinars/scaling-generative-ai-pilots.svg',
    category: 'AI & Data',
    duration: '60 minutes',
    isPublished: true,
  },
  {
    slug: 'governing-agentic-ai',
    title: 'Governing Agentic AI: Guardrails That Let Teams Move Faster',
    description:
      'Agents that read documents, call tools and act on their own raise new questions for risk, audit and security teams. We show a practical control framework, from tool permissions to human approval points, that satisfies governance without smothering delivery.',
    agenda: [
      'What changes when software takes actions instead of giving answers',
      'Tool permissions, approval points and audit trails',
      'Testing agents against realistic failure scenarios',
      'Live Q&A',
    ],
    speakers: ['Priya Raman'],
    webinarDate: '2026-01-21T00:00:00.000Z',
    zoomLink: null,
    image: '/images/webinars/governing-agentic-ai.svg',
    category: 'AI & Data',
    duration: '45 minutes',
    isPublished: true,
  },
])
