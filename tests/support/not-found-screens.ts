// The one list of addresses that must answer 404 with a whole not-found screen (issue 19): an
// unknown id under each dynamic route. The not-found spec checks each screen's words, the
// accessibility walk runs axe on each, and the conformance crawl validates each one's HTML.

export type NotFoundScreen = {
  path: string
  /** The screen's <h1> and the first part of its <title>. */
  title: string
  /** The sentence under the heading, where the screen has one. */
  message?: string
  /** Where the screen's way onward leads. */
  link: string
}

export const NOT_FOUND_SCREENS: readonly NotFoundScreen[] = [
  {
    path: '/industries/no-such-industry',
    title: 'Industry Not Found',
    message: "We couldn't find the industry you're looking for.",
    link: '/industries',
  },
  {
    path: '/expertise/no-such-area',
    title: 'Expertise Not Found',
    message: "We couldn't find the expertise you're looking for.",
    link: '/expertise',
  },
  {
    path: '/case-studies/no-such-study',
    title: 'Case Study Not Found',
    message: 'The requested case study could not be found.',
    link: '/services',
  },
  { path: '/insights/no-such-article', title: 'Article Not Found', link: '/insights' },
  {
    path: '/insights/thought-leadership/no-such-article',
    title: 'Article Not Found',
    link: '/insights',
  },
  {
    path: '/insights/webinars/no-such-webinar',
    title: 'Webinar Not Found',
    message: "We couldn't find the webinar you're looking for.",
    link: '/insights/webinars',
  },
]

export const NOT_FOUND_PATHS: readonly string[] = NOT_FOUND_SCREENS.map((screen) => screen.path)
