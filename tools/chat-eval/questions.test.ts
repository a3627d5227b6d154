import { describe, expect, it } from 'vitest'
import { articleHref, articles } from '@/content/articles.server'
import { caseStudies, caseStudyHref } from '@/content/case-studies'
import { industries, industryHref } from '@/content/industries'
import { buildSearchDocuments } from '@/features/search/search-documents.server'
import { chatEvalQuestions, chatEvalTopics, type ChatEvalTopic } from './questions'

// The search index has a document for every page the site renders (its own test checks that), so
// its ids without their anchors are the pages an answer can link to.
const sitePaths = new Set(buildSearchDocuments().map((document) => document.id.split('#')[0]))

const expectedPaths = new Set(
  chatEvalQuestions.flatMap((question) => (question.expect === 'none' ? [] : question.expect)),
)

/** Topics with nothing on the site to cite: an answer that links a page there made it up. */
const NOTHING_TO_CITE: readonly ChatEvalTopic[] = ['small-talk', 'off-topic', 'nonsense']

describe('chat evaluation questions', () => {
  it('has at least 70 questions, none of them blank', () => {
    expect(chatEvalQuestions.length).toBeGreaterThanOrEqual(70)
    for (const { question } of chatEvalQuestions) {
      expect(question.trim(), JSON.stringify(question)).toBe(question)
      expect(question.length).toBeGreaterThan(0)
    }
  })

  it('asks each question once, whatever the case or spacing', () => {
    const seen = new Map<string, string>()
    for (const { question } of chatEvalQuestions) {
      const key = question.toLowerCase().replace(/\s+/g, ' ')
      expect(seen.get(key), `asked twice: ${question}`).toBeUndefined()
      seen.set(key, question)
    }
  })

  it('covers every topic', () => {
    const topics = new Set(chatEvalQuestions.map((question) => question.topic))
    for (const topic of chatEvalTopics) expect(topics.has(topic), topic).toBe(true)
  })

  it('asks about every industry, case study and article page', () => {
    const pages = [
      ...industries.map((industry) => industryHref(industry.id)),
      ...caseStudies.map((study) => caseStudyHref(study.id)),
      ...articles.map((article) => articleHref(article.slug)),
    ]
    for (const page of pages) expect(expectedPaths.has(page), page).toBe(true)
  })

  it('expects only pages the site really has, each at most once per question', () => {
    for (const { question, expect: paths } of chatEvalQuestions) {
      if (paths === 'none') continue
      expect(paths.length, question).toBeGreaterThan(0)
      expect(new Set(paths).size, `repeated path: ${question}`).toBe(paths.length)
      for (const path of paths) expect(sitePaths.has(path), `${question} → ${path}`).toBe(true)
    }
  })

  it('has at least 10 questions the site cannot answer, including all small talk and noise', () => {
    const none = chatEvalQuestions.filter((question) => question.expect === 'none')
    expect(none.length).toBeGreaterThanOrEqual(10)
    for (const question of chatEvalQuestions) {
      if (NOTHING_TO_CITE.includes(question.topic)) {
        expect(question.expect, question.question).toBe('none')
      }
    }
  })
})
