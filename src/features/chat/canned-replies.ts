import { site } from '@/config/site'

/**
 * The keyword replies (spec section 8): what the panel says when the chat service fails or
 * answers without success, and what the server says to the topics it recognises before it
 * searches. Each points to the page that covers the topic, in Markdown links the panel renders.
 */
export type CannedTopic =
  'services' | 'about' | 'industries' | 'expertise' | 'insights' | 'pricing' | 'default'

/** Checked in this order; the first topic whose pattern matches wins. */
const TOPIC_PATTERNS: ReadonlyArray<readonly [Exclude<CannedTopic, 'default'>, RegExp]> = [
  [
    'pricing',
    /\b(pric(e|es|ing)|how much|costs?|fees?|rates|charge|budget|quote|hourly|expensive|afford)\b/i,
  ],
  ['insights', /\b(case stud(y|ies)|insights?|articles?|blog|webinars?|success stor(y|ies))\b/i],
  ['industries', /\b(industr(y|ies)|sectors?|verticals?)\b/i],
  ['expertise', /\b(expertise|technolog(y|ies)|tech stack|platforms?|tools?)\b/i],
  ['about', /\b(about|company|firm|team|leaders(hip)?|founded|history|who are you)\b/i],
  ['services', /\b(services?|help|offer(ings?)?|do you do|capabilit(y|ies))\b/i],
]

export function cannedTopic(text: string): CannedTopic {
  return TOPIC_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'default'
}

const contactLine = `[book a free 30-minute consultation](/contact) or write to ${site.email}`

const REPLIES: Record<CannedTopic, string> = {
  services: `We help enterprises put AI, data and cloud to work: AI & ML solutions, cloud transformation, digital experience & data analytics, business operations & process improvement, strategic consulting, and product & program management. The [Services page](/services) has each offering. To talk through your situation, ${contactLine}.`,
  about: `${site.name} is a minority- and women-owned consultancy founded in ${site.foundingYear}, with offices in ${site.offices.map((o) => `${o.city}, ${o.regionName}`).join(' and ')}. The [About page](/about) covers our mission, values and leadership team.`,
  industries:
    'We work with high-tech, financial services, e-commerce, automotive, hospitality, gaming and media companies. The [Industries page](/industries) shows what we do in each one and the results clients saw.',
  expertise:
    'Our expertise spans artificial intelligence, data, business operations, cloud, planning & delivery, and strategy. See the [Services page](/services) for each practice, or the [Insights page](/insights) for how we think about the technology.',
  insights:
    'Our [Insights page](/insights) collects case studies with measured results, thought-leadership articles and webinars.',
  pricing: `We do not publish prices: every engagement is tied to a business metric and scoped with you, and we price our work transparently. The first conversation is a free 30-minute consultation, where you get an honest view of options and effort: ${contactLine}.`,
  default: `I can tell you about our [services](/services), the [industries](/industries) we serve, our [case studies and insights](/insights) and [who we are](/about). For anything else, ${contactLine}.`,
}

/** The canned reply for a message, by its first matching topic. */
export function cannedReply(text: string): string {
  return REPLIES[cannedTopic(text)]
}

export function cannedReplyFor(topic: CannedTopic): string {
  return REPLIES[topic]
}
