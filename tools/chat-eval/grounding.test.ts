import { describe, expect, it } from 'vitest'
import { groundingFor } from '@/features/chat/chat.server'
import type { Retriever } from '@/features/chat/local-assistant'
import { sitePassageIndex } from '@/features/search/passage-index.server'
import { chatEvalQuestions } from './questions'

// What a configured model is given to answer from (decision 018): for the evaluation's answerable
// questions, the grounding must hold a page a good answer cites, from few pages.
describe('the chat model’s grounding, on the evaluation questions', () => {
  it('holds an expected page for at least 95 % of the answerable questions', () => {
    const index = sitePassageIndex()
    const retrieve: Retriever = (query, options) => index.retrieve(query, options)
    const answerable = chatEvalQuestions.filter((question) => question.expect !== 'none')
    const misses: string[] = []
    let pages = 0
    for (const { question, expect: expected } of answerable) {
      const grounding = groundingFor({ message: question, conversationHistory: [] }, retrieve)
      const paths = grounding.sources.map((source) => source.path)
      pages += paths.length
      expect(grounding.passages.length).toBeLessThanOrEqual(8)
      expect(paths.length).toBeLessThanOrEqual(3)
      if (!(expected as readonly string[]).some((path) => paths.includes(path))) {
        misses.push(`${question} → ${paths.join(', ') || 'nothing'}`)
      }
    }
    const share = 1 - misses.length / answerable.length
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.95)
    expect(pages / answerable.length).toBeLessThan(2.2)
  })
})
