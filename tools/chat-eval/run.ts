import { createPassageIndex, splitIntoPassages } from '@/features/search/passages'
import { buildContentDocuments } from '@/features/search/search-documents.server'
import { isTitleMatch } from '@/features/search/title-match'
import { evaluate, TARGETS } from './evaluate'

/**
 * `npm run eval:chat`: puts the committed visitor questions to the local assistant and prints how
 * many it answered with a correct source, and how many unanswerable ones it answered honestly.
 * Exits 1 below the targets. `--verbose` prints every answer.
 */
const verbose = process.argv.includes('--verbose')
const index = createPassageIndex(splitIntoPassages(buildContentDocuments()), isTitleMatch)
const report = evaluate((query, options) => index.retrieve(query, options))
const percent = (value: number) => `${(value * 100).toFixed(1)}%`

for (const result of report.results) {
  if (result.passed && !verbose) continue
  const expected = result.question.expect === 'none' ? 'none' : result.question.expect.join(' | ')
  console.log(
    `${result.passed ? 'ok  ' : 'MISS'} [${result.question.topic}] ${result.question.question}`,
  )
  console.log(`     expected ${expected}; cited ${result.cited.join(', ') || 'nothing'}`)
  if (verbose) console.log(`     ${result.response.replace(/\n+/g, ' ⏎ ')}`)
}

const answerable = report.results.filter((r) => r.question.expect !== 'none').length
console.log(
  `\nAnswered with a correct source: ${percent(report.answered)} of ${answerable} (target ${percent(TARGETS.answered)})`,
)
console.log(
  `Honest about what the site does not cover: ${percent(report.honest)} of ${report.results.length - answerable} (target ${percent(TARGETS.honest)})`,
)
console.log(
  `The panel itself answers ${report.results.filter((r) => r.panelSchedules).length} of these with the booking offer (they contain the spec's scheduling words)`,
)
console.log(
  `Answer time: median ${report.median.toFixed(1)} ms, slowest ${report.slowest.toFixed(1)} ms`,
)
process.exitCode = report.metTargets ? 0 : 1
