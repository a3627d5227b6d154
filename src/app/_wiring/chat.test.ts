import { beforeAll, describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { sitePassageIndex } from '@/features/search/passage-index.server'
import { retrieveSitePassages } from './chat'
import { answerLocally, type Retriever } from '@/features/chat/local-assistant'

// The local assistant on the real site, wired as the API route wires it: every page's words
// from the same build-time documents as site search.
let retrieve: Retriever
beforeAll(() => {
  retrieve = retrieveSitePassages
})

const answer = (message: string, history: { role: 'user' | 'system'; content: string }[] = []) =>
  answerLocally(message, history, retrieve)

/** Realistic questions and the page a good answer must cite. */
const ANSWERABLE: ReadonlyArray<readonly [string, string]> = [
  ['What services do you offer?', '/services'],
  ['Do you help companies with cloud migration?', '/expertise/cloud'],
  ['what does your data practice do', '/expertise/data'],
  ['Which industries do you work in?', '/industries'],
  ['Do you work with casinos and game studios?', '/industries/gaming'],
  ['anything for hotels and resorts?', '/industries/hospitality'],
  ['Tell me about the bank merger case study', '/case-studies/financial-services-merger'],
  [
    'Modernizing Patient Access and Data for a Regional Health System',
    '/case-studies/healthcare-digital-transformation',
  ],
  [
    'How should we evaluate AI agent frameworks?',
    '/insights/thought-leadership/ai-agent-frameworks',
  ],
  [
    'Is synthetic data safe to use for testing?',
    '/insights/thought-leadership/product-testing-ai-synthetic-data',
  ],
  ['Who is your CEO?', '/about/leadership'],
  ['Are you AWS certified?', '/about/certifications'],
  ['Where are your offices?', '/about/locations'],
  ['How much does an engagement cost?', '/contact'],
  ['What happens in the free consultation?', '/contact'],
  ['what is SCIPAB', '/insights/webinars/SCIPAB'],
  ['Are you hiring?', '/career'],
  ['What is your phone number?', '/contact'],
]

const UNANSWERABLE = [
  'What is the weather in Paris tomorrow?',
  'asdfgh qwerty zxcv',
  'who won the lakers game last night',
  'Give me a recipe for banana bread',
  'Should I buy bitcoin now?',
]

describe('the local assistant, on the site’s own content', () => {
  it.each(ANSWERABLE)('answers %j citing %s', (question, path) => {
    const reply = answer(question)
    expect(reply.found).toBe(true)
    expect(reply.sources.map((source) => source.path.split('#')[0])).toContain(path)
    // The cited page is linked in the text, as Markdown the panel renders as a link.
    expect(reply.response).toMatch(new RegExp(`\\]\\(${path.replace(/[/]/g, '\\/')}\\)`))
  })

  it.each(UNANSWERABLE)(
    'says the site has nothing on %j, cites nothing and offers contact',
    (question) => {
      const reply = answer(question)
      expect(reply.found).toBe(false)
      expect(reply.sources).toEqual([])
      expect(reply.response).toContain("couldn't find anything about that on our site")
      expect(reply.response).toContain('](/contact)')
      expect(reply.response).toContain(site.email)
    },
  )

  it('greets and thanks without searching or citing', () => {
    expect(answer('hello').sources).toEqual([])
    expect(answer('thanks!').response).toMatch(/welcome/)
  })

  it('quotes the site word for word: every quoted sentence is on a cited page', () => {
    const index = sitePassageIndex()
    const retrieved = [
      'Do you help companies with cloud migration?',
      'Do you work with casinos and game studios?',
      'anything for hotels and resorts?',
      'Tell me about the bank merger case study',
      'How should we evaluate AI agent frameworks?',
      'Is synthetic data safe to use for testing?',
      'What happens in the free consultation?',
    ]
    for (const question of retrieved) {
      const reply = answer(question)
      const pageText = reply.sources
        .flatMap((source) => index.retrieve('', { page: source.path, limit: 1000 }).passages)
        .map((passage) => passage.units.join(' '))
        .join(' ')
      const quoted = reply.response.split('\n\n').slice(0, -1).join(' ').replace(/^- /gm, '')
      for (const sentence of quoted.split(/(?<=[.!?]) (?=[A-Z])/)) {
        expect(pageText, question).toContain(sentence.trim().replace(/\.$/, ''))
      }
    }
  })

  it('never answers with markup: the reply is text and Markdown links', () => {
    const reply = answer('<script>alert(1)</script> tell me about retail')
    expect(reply.response).not.toMatch(/<[a-z]/i)
  })

  it('reads a follow-up without words of its own with the question before it', () => {
    const reply = answer('tell me more', [{ role: 'user', content: 'Do you work with casinos?' }])
    expect(reply.sources.map((source) => source.path)).toContain('/industries/gaming')
  })

  it('answers in well under 100 ms', () => {
    answer('warm up the index')
    const started = performance.now()
    for (const [question] of ANSWERABLE) answer(question)
    expect((performance.now() - started) / ANSWERABLE.length).toBeLessThan(50)
  })
})
