import { answerLocally, type Retriever } from '@/features/chat/local-assistant'
import { hasSchedulingIntent } from '@/features/chat/scheduling-intent'
import { chatEvalQuestions, type ChatEvalQuestion } from './questions'

/** The targets: answerable questions with a correct source; 'none' questions honest. */
export const TARGETS = { answered: 0.9, honest: 0.95 } as const

export type QuestionResult = {
  question: ChatEvalQuestion
  cited: string[]
  response: string
  passed: boolean
  milliseconds: number
  /** The panel answers this one itself with the booking offer (the spec's scheduling words). */
  panelSchedules: boolean
}

export type EvaluationReport = {
  results: QuestionResult[]
  /** Share of questions with expected pages whose answer cites one of them. */
  answered: number
  /** Share of 'none' questions answered without citing any page. */
  honest: number
  /** Median and slowest answer, in milliseconds. */
  median: number
  slowest: number
  metTargets: boolean
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function share(results: readonly QuestionResult[]): number {
  return results.length === 0 ? 1 : results.filter((r) => r.passed).length / results.length
}

/**
 * Puts every question to the local assistant. The panel answers messages with the spec's
 * scheduling words itself ('book', 'talk', 'meet' …) without asking the server; those are still
 * put to the assistant here, because the set measures the assistant, and counted apart.
 */
export function evaluate(retrieve: Retriever): EvaluationReport {
  // A running server has answered questions before: time answers, not the first compilation.
  for (const question of chatEvalQuestions.slice(0, 10))
    answerLocally(question.question, [], retrieve)
  const results = chatEvalQuestions.map((question): QuestionResult => {
    const started = performance.now()
    const answer = answerLocally(question.question, [], retrieve)
    const milliseconds = performance.now() - started
    const cited = answer.sources.map((source) => source.path.split('#')[0] ?? source.path)
    const passed =
      question.expect === 'none'
        ? cited.length === 0
        : cited.some((path) => question.expect.includes(path))
    return {
      question,
      cited,
      response: answer.response,
      passed,
      milliseconds,
      panelSchedules: hasSchedulingIntent(question.question),
    }
  })
  const answerable = results.filter((r) => r.question.expect !== 'none')
  const unanswerable = results.filter((r) => r.question.expect === 'none')
  const answered = share(answerable)
  const honest = share(unanswerable)
  return {
    results,
    answered,
    honest,
    median: median(results.map((r) => r.milliseconds)),
    slowest: Math.max(...results.map((r) => r.milliseconds)),
    metTargets: answered >= TARGETS.answered && honest >= TARGETS.honest,
  }
}
