import { site } from '@/config/site'
import { stats } from '@/content/home'
import { cannedReplyFor } from './canned-replies'
import type { ChatSource } from './chat.schema'

/**
 * Questions about how to reach the firm, answered from the site's configuration (the same facts
 * the footer and the contact page show), so a phone number is never paraphrased from a passage.
 */
type FirmFact = 'offices' | 'phone' | 'email' | 'pricing' | 'numbers'

const PATTERNS: ReadonlyArray<readonly [FirmFact, RegExp]> = [
  [
    'pricing',
    /\b((your|the) (prices?|pricing|fees?|rates?)|how (do|would) you (price|charge|bill)|how much (do|does|would|will) (you|it|this|that|an?|the)|(hourly|daily|day) rates?|hourly|budget for|get a quote|expensive|afford(able)?|cost of (working|hiring|an? (engagement|project|pilot)|consulting|you)|what do you charge)\b/i,
  ],
  [
    'numbers',
    /\b(how many (consultants|employees|people|staff|fortune 500|clients|projects)|how big|headcount|size of (your|the) (team|firm|company)|number of (consultants|employees|clients|projects))\b/i,
  ],
  ['phone', /\b(phone|telephone|call you|ring you|phone number|number to call)\b/i],
  [
    'email',
    /\b(e-?mail address|(your|an?) e-?mail to (reach|contact|write)|e-?mail you|write to you)\b/i,
  ],
  [
    'offices',
    /\b(offices?|hq|headquarter(s|ed)?|located|locations?|where are you( based)?|address|visit you|on-?site|remote(ly)?)\b/i,
  ],
]

export function firmFact(text: string): FirmFact | undefined {
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0]
}

const offices = site.offices
  .map(
    (office) =>
      `${office.name}: ${office.street}, ${office.city}, ${office.region} ${office.postalCode}`,
  )
  .join('; ')

const contactPage: ChatSource = { title: 'Contact', path: '/contact' }

const ANSWERS: Record<FirmFact, { response: string; sources: ChatSource[] }> = {
  offices: {
    response: `We have ${site.offices.length} offices. ${offices}. We work with clients on-site and remotely across the U.S.; [Our Locations](/about/locations) has directions to each office.`,
    sources: [{ title: 'Our Locations', path: '/about/locations' }],
  },
  numbers: {
    response: `The numbers on our home page: ${stats.map((stat) => `${stat.value} ${stat.description.charAt(0).toLowerCase()}${stat.description.slice(1)}`).join('; ')}.`,
    sources: [{ title: 'Home', path: '/' }],
  },
  phone: {
    response: `Call us on ${site.phone.display}, or [book a free 30-minute consultation](/contact) at a time that suits you.`,
    sources: [contactPage],
  },
  email: {
    response: `Write to ${site.email}; the [contact page](/contact) also lets you book a free 30-minute consultation.`,
    sources: [contactPage],
  },
  pricing: {
    // The same words the panel falls back to: one statement of how we price.
    response: cannedReplyFor('pricing'),
    sources: [contactPage, { title: 'Our Mission & Values', path: '/about/mission' }],
  },
}

export function firmFactAnswer(fact: FirmFact): { response: string; sources: ChatSource[] } {
  return ANSWERS[fact]
}
