import {
  AboutSectionSchema,
  ClosingCtaSchema,
  HeroLeadSchema,
  LogosSchema,
  ServiceCardsSchema,
  StatsSchema,
  ValuesSchema,
  type AboutSection,
  type ClosingCta,
  type Logo,
  type ServiceCard,
  type Stat,
  type Value,
} from './schemas'

/** The home page's blocks (spec section 2, Home). */

export const stats: readonly Stat[] = StatsSchema.parse([
  {
    value: '25+',
    description: 'Fortune 500 clients trust us with their most important transformations',
  },
  {
    value: '50%',
    description: 'Reduction in AI project rollout time with our proven delivery accelerators',
  },
  { value: '50+', description: 'Successful projects delivered every year across industries' },
  { value: '200+', description: 'Global consultants in strategy, data, AI, cloud and delivery' },
])

export const values: readonly Value[] = ValuesSchema.parse([
  {
    title: 'Accountability',
    description:
      'We own outcomes, not just deliverables. Every engagement starts with measurable goals, and we report progress against them candidly, including when the news is hard.',
  },
  {
    title: 'Innovation',
    description:
      'We bring new tools such as generative AI to client work only where they earn their place, testing ideas quickly and scaling the ones that prove their value.',
  },
  {
    title: 'Diversity',
    description:
      'Teams with different backgrounds ask better questions. Our diverse consultants help clients see blind spots and design solutions that work for every customer.',
  },
  {
    title: 'Automation',
    description:
      'We look for repetitive work that software can do better, freeing client teams to focus on judgment, relationships and the decisions that move the business.',
  },
  {
    title: 'Teamwork',
    description:
      'We work side by side with client staff, sharing methods and code openly so that your people can run and extend what we build long after we leave.',
  },
  {
    title: 'Agility',
    description:
      'Plans change when markets do. We deliver in short cycles, learn from real results and adjust course early, before small issues become costly ones.',
  },
])

export const logos: readonly Logo[] = LogosSchema.parse([
  {
    name: 'Veltrana Cloud',
    href: 'https://veltrana-cloud.example',
    src: '/images/logos/veltrana-cloud.svg',
    alt: 'Veltrana Cloud logo',
  },
  {
    name: 'Brightkeel Software',
    href: 'https://brightkeel-software.example',
    src: '/images/logos/brightkeel-software.svg',
    alt: 'Brightkeel Software logo',
  },
  {
    name: 'Quaymark Financial',
    href: 'https://quaymark-financial.example',
    src: '/images/logos/quaymark-financial.svg',
    alt: 'Quaymark Financial logo',
  },
  {
    name: 'Skeinwise Data',
    href: 'https://skeinwise-data.example',
    src: '/images/logos/skeinwise-data.svg',
    alt: 'Skeinwise Data logo',
  },
  {
    name: 'Saltmeadow Outfitters',
    href: 'https://saltmeadow-outfitters.example',
    src: '/images/logos/saltmeadow-outfitters.svg',
    alt: 'Saltmeadow Outfitters logo',
  },
  {
    name: 'Alderpoint Health',
    href: 'https://alderpoint-health.example',
    src: '/images/logos/alderpoint-health.svg',
    alt: 'Alderpoint Health logo',
  },
  {
    name: 'Norvane Analytics',
    href: 'https://norvane-analytics.example',
    src: '/images/logos/norvane-analytics.svg',
    alt: 'Norvane Analytics logo',
  },
  {
    name: 'Pinegate Motors',
    href: 'https://pinegate-motors.example',
    src: '/images/logos/pinegate-motors.svg',
    alt: 'Pinegate Motors logo',
  },
  {
    name: 'Kestrelwood Hotels',
    href: 'https://kestrelwood-hotels.example',
    src: '/images/logos/kestrelwood-hotels.svg',
    alt: 'Kestrelwood Hotels logo',
  },
  {
    name: 'Tessawind Games',
    href: 'https://tessawind-games.example',
    src: '/images/logos/tessawind-games.svg',
    alt: 'Tessawind Games logo',
  },
  {
    name: 'Lanternfield Media',
    href: 'https://lanternfield-media.example',
    src: '/images/logos/lanternfield-media.svg',
    alt: 'Lanternfield Media logo',
  },
  {
    name: 'Coppervane Logistics',
    href: 'https://coppervane-logistics.example',
    src: '/images/logos/coppervane-logistics.svg',
    alt: 'Coppervane Logistics logo',
  },
])

export const serviceCards: readonly ServiceCard[] = ServiceCardsSchema.parse([
  {
    title: 'AI & ML Solutions',
    description:
      'From predictive models to generative AI assistants and agents, we take AI from pilot to production with the data, guardrails and monitoring it needs to last.',
    image: '/images/expertise/artificial-intelligence.svg',
    imageAlt: 'Abstract illustration of glowing nodes joined in a layered neural network pattern',
    link: '/expertise/artificial-intelligence',
  },
  {
    title: 'Cloud Transformation',
    description:
      'We plan and run migrations, modernize applications and automate infrastructure so your cloud footprint is secure, resilient and cost-efficient.',
    image: '/images/expertise/cloud.svg',
    imageAlt: 'Abstract illustration of layered cloud shapes above a grid of connected blocks',
    link: '/expertise/cloud',
  },
  {
    title: 'Digital Experience & Data Analytics',
    description:
      'We build trusted data platforms, dashboards and analytics that turn customer and operational data into better experiences and faster decisions.',
    image: '/images/expertise/data.svg',
    imageAlt:
      'Abstract illustration of overlapping charts and data points arranged in flowing layers',
    link: '/expertise/data',
  },
  {
    title: 'Business Operations & Process Improvement',
    description:
      'We redesign processes, operating models and post-merger operations to remove friction, cut cost and give teams clear ownership of results.',
    image: '/images/expertise/business-operations.svg',
    imageAlt:
      'Abstract illustration of interlocking gears and arrows moving along a streamlined path',
    link: '/expertise/business-operations',
  },
  {
    title: 'Strategic Consulting',
    description:
      'We help leadership teams set a clear growth, data and technology strategy, choose where to invest and build the business case to act with confidence.',
    image: '/images/expertise/strategy.svg',
    imageAlt: 'Abstract illustration of a compass rose over a map of converging paths',
    link: '/expertise/strategy',
  },
  {
    title: 'Product & Program Management',
    description:
      'We stand up PMOs, lead complex programs and coach product and agile teams so that priorities stay aligned and delivery stays predictable.',
    image: '/images/expertise/planning-delivery.svg',
    imageAlt: 'Abstract illustration of timeline bars and milestone markers stepping toward a goal',
    link: '/expertise/planning-delivery',
  },
])

export const heroLead: string = HeroLeadSchema.parse(
  'We help enterprises turn AI, data and cloud into measurable results, pairing seasoned strategists with hands-on engineers who deliver change that lasts.',
)

export const aboutSection: AboutSection = AboutSectionSchema.parse({
  title: 'A Consulting Partner Built for Lasting Change',
  paragraphs: [
    'Northbridge Digital is a minority- and women-owned consulting firm founded in 2020, with offices in Rohnert Park, California, and Las Vegas, Nevada. Our leaders bring more than 20 years of expertise in strategy, data, AI, cloud and delivery, and more than half of our team comes from diverse backgrounds, a mix that helps clients see problems from every angle.',
    'We work as one team with our clients. Every engagement starts with the outcomes that matter to your business, moves forward in short, measurable increments and ends with your people ready to run what we built together. Senior consultants stay hands-on from the first workshop through launch, so the strategy and the delivery never drift apart.',
  ],
})

export const closingCta: ClosingCta = ClosingCtaSchema.parse({
  title: 'Ready to Start Your Transformation?',
  text: "Tell us where you want to be in 12 months. We'll help you find the fastest, lowest-risk path there, whether you're launching your first AI use case or integrating two companies after a merger.",
})
