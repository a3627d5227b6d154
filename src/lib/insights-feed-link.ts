import { site } from '@/config/site'

/** Where the insights feed lives, and its title (named in the head of every insights page). */
export const INSIGHTS_FEED_PATH = '/insights/feed.xml'
export const INSIGHTS_FEED_TITLE = `${site.name} Insights`
