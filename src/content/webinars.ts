import { WebinarSeedsSchema, type WebinarSeed } from './schemas'

/**
 * Webinars the site ships with. They seed the `webinars` table of a new database; after that the
 * table is the source of truth, so staff can publish new sessions without a deploy.
 *
 * Most carry a fixed date. One is dated relative to the day it is seeded (`daysAfterSeeding`, at
 * the firm's usual 7:00 PM Eastern), so a freshly started site always has an upcoming session to
 * feature, whatever the day.
 */
export const webinarSeeds: readonly WebinarSeed[] = WebinarSeedsSchema.parse([
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
  {
    slug: 'scipab',
    title: 'SCIPAB for Agentic AI: A Situational-Analysis Framework',
    description:
      'A two-minute briefing on structuring the case for an AI agent before anyone writes a prompt: Situation, Complication, Implication, Position, Action and Benefit, applied to one real decision.',
    agenda: [
      'Situation and Complication: what the agent would change, and why now',
      'Implication: the cost of leaving things as they are',
      'Position, Action and Benefit: the recommendation a sponsor can sign',
    ],
    speakers: ['Marcus Oyelaran'],
    webinarDate: '2025-06-12T23:00:00.000Z',
    zoomLink: null,
    image: '/images/webinars/scipab-poster.webp',
    category: 'AI & Data',
    duration: '2 minutes',
    isPublished: true,
  },
  {
    slug: 'cloud-migration-without-the-freeze',
    title: 'Cloud Migration Without the Change Freeze',
    description:
      'Moving core systems to the cloud used to mean months of frozen releases. We show how teams keep shipping during a migration: strangler patterns for legacy services, dual-running data with reconciliation, and cut-over rehearsals that make go-live an ordinary Tuesday.',
    agenda: [
      'Why big-bang migrations freeze delivery, and what to do instead',
      'Strangler patterns for services that cannot stop',
      'Dual-running data with automated reconciliation',
      'Rehearsing the cut-over until it is boring',
      'Live Q&A',
    ],
    speakers: ['Priya Raman', 'Dana Whitfield'],
    webinarDate: '2026-03-18T23:00:00.000Z',
    zoomLink: null,
    image: '/images/webinars/cloud-migration-without-the-freeze.svg',
    category: 'Cloud',
    duration: '60 minutes',
    isPublished: true,
  },
  {
    slug: 'data-products-that-last',
    title: 'Data Products That Last: Ownership, Contracts and Quality Gates',
    description:
      'Dashboards multiply and trust erodes when nobody owns the data behind them. This session lays out how to run data as products: a named owner for each, contracts that stop breaking changes upstream, and quality gates that catch bad loads before a single report reads them.',
    agenda: [
      'From datasets to data products: what ownership really means',
      'Data contracts that producers and consumers both sign',
      'Quality gates in the pipeline, not in the weekly review',
      'Measuring adoption and retiring what nobody uses',
      'Live Q&A',
    ],
    speakers: ['Marcus Oyelaran'],
    webinarDate: { daysAfterSeeding: 28, easternTime: '19:00' },
    zoomLink: 'https://meet.northbridge.example/webinars/data-products-that-last',
    image: '/images/webinars/data-products-that-last.svg',
    category: 'AI & Data',
    duration: '45 minutes',
    isPublished: true,
  },
])
