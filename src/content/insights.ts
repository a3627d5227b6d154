import { InsightsHubsSchema, type InsightsHub } from './schemas'

/** The two hubs of the Insights page and what each offers (spec section 2, Insights). */
export const insightsHubs: readonly InsightsHub[] = InsightsHubsSchema.parse([
  {
    title: 'Thought Leadership',
    href: '/insights/thought-leadership',
    text: 'Our own analysis and the outside reading our practice director thinks is worth your time, with our take on each.',
    features: ['Industry Analysis', 'Technology Trends', 'Strategic Insights', 'Expert Commentary'],
  },
  {
    title: 'Webinars',
    href: '/insights/webinars',
    text: 'Live sessions and recordings in which our practice leaders work through real problems and answer your questions.',
    features: ['Live Sessions', 'Expert Panels', 'Interactive Q&A', 'Educational Content'],
  },
])

/** Who picks the curated articles; their note on each card names this person and the date. */
export const curator = { name: 'Marcus Oyelaran', title: 'Practice Director, AI & Data' } as const
