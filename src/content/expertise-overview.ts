import { ExpertiseSectionsSchema, type ExpertiseSection } from './schemas'

/** The sections of the 'Our Expertise' page, each with three cards linking to an expertise area. */
export const expertiseSections: readonly ExpertiseSection[] = ExpertiseSectionsSchema.parse([
  {
    anchor: 'strategy',
    title: 'Strategy & Transformation',
    intro:
      'Transformation starts with clear choices. We help leadership teams decide where to compete, which capabilities to build and how to fund the change, then connect that strategy to a delivery plan.',
    cards: [
      {
        title: 'Business & Growth Strategy',
        description:
          'Market, customer and competitor analysis that sharpens where you play and how you win, with a roadmap tied to financial targets.',
        href: '/expertise/strategy',
      },
      {
        title: 'Operating Model Design',
        description:
          'Structures, roles, decision rights and processes redesigned so the organization can execute the strategy, not work around it.',
        href: '/expertise/business-operations',
      },
      {
        title: 'Transformation Roadmaps',
        description:
          'Sequenced portfolios of initiatives with clear owners, budgets and milestones, governed so leaders can see progress and act early.',
        href: '/expertise/planning-delivery',
      },
    ],
  },
  {
    anchor: 'data',
    title: 'Data & Analytics',
    intro:
      'Reliable data is the foundation for every digital and AI initiative. We design platforms, pipelines and governance that make data accurate, secure and easy to use across the business.',
    cards: [
      {
        title: 'Modern Data Platforms',
        description:
          'Cloud warehouses and lakehouses with tested, documented pipelines that replace fragile spreadsheets and overnight batch jobs.',
        href: '/expertise/data',
      },
      {
        title: 'Business Intelligence & Analytics',
        description:
          'Dashboards, self-service reporting and advanced analytics built around the decisions your managers make every week.',
        href: '/expertise/data',
      },
      {
        title: 'Data Governance & Privacy',
        description:
          'Ownership, quality rules, access controls and privacy practices that keep sensitive data protected and regulators satisfied.',
        href: '/expertise/data',
      },
    ],
  },
  {
    anchor: 'ai',
    title: 'Artificial Intelligence',
    intro:
      'We move AI beyond proofs of concept. Our teams pick use cases with real business value, build models and agents responsibly, and put them into production with monitoring and human oversight.',
    cards: [
      {
        title: 'Machine Learning & Predictive Modeling',
        description:
          'Forecasting, risk scoring and optimization models trained on your data and explained in terms your business teams can trust.',
        href: '/expertise/artificial-intelligence',
      },
      {
        title: 'Generative & Agentic AI',
        description:
          'Assistants and agents grounded in your content and systems, with evaluation, guardrails and access controls designed in from day one.',
        href: '/expertise/artificial-intelligence',
      },
      {
        title: 'Intelligent Automation',
        description:
          'Workflows that combine AI with process automation to handle documents, requests and routine decisions at scale.',
        href: '/expertise/business-operations',
      },
    ],
  },
  {
    anchor: 'cloud',
    title: 'Cloud',
    intro:
      'We help organizations move to the cloud and get more from it, from migration planning and application modernization to automated infrastructure and ongoing cost control.',
    cards: [
      {
        title: 'Migration & Modernization',
        description:
          'Wave-based migrations and application refactoring that retire aging data centers while keeping critical services running.',
        href: '/expertise/cloud',
      },
      {
        title: 'Infrastructure & Provisioning',
        description:
          'Secure landing zones, infrastructure as code and automated environments that let teams ship changes safely and quickly.',
        href: '/expertise/cloud',
      },
      {
        title: 'Cloud Strategy & Cost Management',
        description:
          'Platform choices, architecture standards and FinOps practices that align cloud spending with business value.',
        href: '/expertise/strategy',
      },
    ],
  },
  {
    anchor: 'integration',
    title: 'Integration',
    intro:
      'Value often depends on how well systems talk to each other. We connect applications and data through APIs and event streams, and we bring systems together quickly after mergers and acquisitions.',
    cards: [
      {
        title: 'Application & API Integration',
        description:
          'Reusable APIs and event-driven integrations that link SaaS, legacy and cloud applications without brittle point-to-point connections.',
        href: '/expertise/cloud',
      },
      {
        title: 'Data Integration & Master Data',
        description:
          'Pipelines and master data practices that give every system a consistent view of customers, products and suppliers.',
        href: '/expertise/data',
      },
      {
        title: 'Post-Merger Systems Integration',
        description:
          'Platform selection, data conversion and process alignment that combine two companies into one operation on a realistic timeline.',
        href: '/expertise/business-operations',
      },
    ],
  },
])
