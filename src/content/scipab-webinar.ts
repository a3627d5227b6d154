import { leaders } from './about'
import { ScipabWebinarSchema, type Leader, type ScipabWebinar } from './schemas'

/**
 * The SCIPAB webinar (spec: /insights/webinars/SCIPAB): a two-minute briefing on framing an
 * agentic-AI decision, with its own page and a generated video. The page, its metadata and
 * structured data, the search index and the video script (`tools/assets/scipab-video.ts`) all
 * read this module, so the words on the cards in the video are the words on the page.
 */

export const scipabWebinar: ScipabWebinar = ScipabWebinarSchema.parse({
  path: '/insights/webinars/SCIPAB',
  title: 'SCIPAB for Agentic AI: A Situational-Analysis Framework',
  category: 'AI & Data',
  summary:
    'A two-minute briefing on framing an agentic AI decision with SCIPAB: Situation, Complication, Implication, Position, Action and Benefit.',
  description: [
    'Most proposals for an AI agent start with the technology: which model, which framework, which tools it may call. The people who approve them decide on something else: what is happening in the business today, what it costs to leave it alone, and what exactly they are being asked to sign. SCIPAB puts that reasoning in a fixed order, Situation, Complication, Implication, Position, Action and Benefit, so the case for an agent fits on one page that a sponsor can read, challenge and approve.',
    'Agents make the order matter more than it does for other software. A chatbot answers; an agent acts. It updates records, sends messages and moves work along within the limits it is given. That turns Position and Action from formalities into the place where the sponsor agrees what the agent may do on its own, where a person signs off, and which measures decide whether it keeps running after the pilot.',
    'This briefing walks through the six steps with one worked example. Each step below gives the question it answers, what to write for it, and how it reads in the example. The same six questions work for any agentic use case, from IT service triage to claims intake.',
  ],
  keywords: [
    'SCIPAB',
    'agentic AI',
    'AI agents',
    'situational analysis',
    'AI business case',
    'webinar',
  ],
  speakerId: 'marcus-oyelaran',
  durationMinutes: 2,
  publishedDate: '2025-06-12',
  exampleScenario:
    'A composite example: an accounts-payable team whose invoices stop when they do not match their purchase order or goods receipt, and wait in an exception queue for a clerk to investigate.',
  steps: [
    {
      letter: 'S',
      title: 'Situation',
      question: 'What is true today, in terms everyone accepts?',
      explanation:
        'Describe the process as it runs now, with figures its owners already trust: volumes, cycle times, who does the work and which systems they touch. Leave judgement out. If the room cannot agree on the situation, no recommendation built on it will hold.',
      example: 'AP handles 14,000 invoices a month; 11% stop as exceptions for a clerk to resolve.',
    },
    {
      letter: 'C',
      title: 'Complication',
      question: 'What has changed, and why does it matter now?',
      explanation:
        'Name the change that makes the current way of working untenable: growth, a new regulation, a system being retired. Make it specific and dated. This is also where an agent earns its place or does not: if the real problem is a missing rule or a broken integration, fix that first.',
      example: 'Volume is up 30% since the acquisition, and the team cannot grow until next year.',
    },
    {
      letter: 'I',
      title: 'Implication',
      question: 'What happens if we do nothing?',
      explanation:
        'Put a cost on standing still, in the measures the sponsor already reports: penalties, lost discounts, overtime, audit findings, unhappy suppliers or customers. Give a range rather than one hopeful number, and say where each figure comes from. Agent proposals skip this step most often, and sponsors weigh it most.',
      example:
        'Exceptions take nine days to clear; missed early-payment discounts cost $1.2M a year.',
    },
    {
      letter: 'P',
      title: 'Position',
      question: 'What do we recommend, and where does it stop?',
      explanation:
        'State the recommendation in one sentence, then its limits: what the agent does on its own, what it only proposes, and what stays with people. For an agent that means its tool permissions, its spending or approval thresholds and the points where a person signs off. Risk and audit teams can accept a position with limits; they cannot accept one without.',
      example:
        'An agent investigates each exception and drafts the fix; clerks approve every payment.',
    },
    {
      letter: 'A',
      title: 'Action',
      question: 'What exactly are we asking approval for?',
      explanation:
        'Turn the position into a decision the sponsor can make today: scope, budget, people, timeline and the measures that decide whether it continues. Keep the first step small and reversible, such as one business unit, one exception type and a fixed review date, so approving it is easy and stopping it is cheap.',
      example:
        'A 10-week pilot on price-mismatch exceptions in one business unit, reviewed in week 8.',
    },
    {
      letter: 'B',
      title: 'Benefit',
      question: 'What does the business gain, and how will we know?',
      explanation:
        "Close with the outcome in the terms the situation used, so before and after can be compared: cycle time, cost, error rate, hours given back to the team. Name the baseline, the target and who measures it. Benefits stated this way become the pilot's acceptance criteria instead of a slide forgotten after approval.",
      example: 'Exceptions cleared in three days, not nine, and most lost discounts won back.',
    },
  ],
  takeaways: [
    'Start from the business situation, not the model: sponsors approve outcomes, and an agent is one way to reach them.',
    'Put a number and a source on the Implication; the cost of doing nothing is what makes a pilot worth funding.',
    "Write the agent's limits into the Position: what it does alone, what it proposes and what people approve.",
    'Ask for a small, reversible Action with a review date, and reuse the Benefit measures as its acceptance criteria.',
  ],
  closingCta: {
    title: 'Building the case for your first agent?',
    text: 'We help sponsors and delivery teams frame agentic AI decisions, then run the pilot that proves them.',
  },
  video: {
    webm: '/video/webinars/scipab.webm',
    mp4: '/video/webinars/scipab.mp4',
    poster: '/images/webinars/scipab-poster.webp',
    width: 960,
    height: 540,
  },
})

function speaker(): Leader {
  const leader = leaders.find((candidate) => candidate.id === scipabWebinar.speakerId)
  if (!leader) throw new Error(`scipab-webinar: no leader '${scipabWebinar.speakerId}'`)
  return leader
}

/** The leader who gives the briefing, named and titled as the About pages show them. */
export const scipabSpeaker: Leader = speaker()

/** '2 minutes', as the page and the webinar list write a length. */
export function durationLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
