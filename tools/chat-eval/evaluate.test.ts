import { describe, expect, it } from 'vitest'
import { sitePassageIndex } from '@/features/search/passage-index.server'
import { TARGETS, evaluate } from './evaluate'

describe('the chat evaluation (npm run eval:chat)', () => {
  it('meets the targets on the committed questions, each answered in well under 100 ms', () => {
    const index = sitePassageIndex()
    const report = evaluate((query, options) => index.retrieve(query, options))
    const misses = report.results
      .filter((result) => !result.passed)
      .map((result) => `${result.question.question} → ${result.cited.join(', ') || 'nothing'}`)
    expect(report.answered, misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.answered)
    expect(report.honest, misses.join('\n')).toBeGreaterThanOrEqual(TARGETS.honest)
    expect(report.median).toBeLessThan(20)
  })
})
