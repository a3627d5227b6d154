import 'server-only'
import { z } from '@/lib/zod'
import { countWords, readMdxDocument } from './mdx-documents.server'
import {
  ArticleFrontmatterSchema,
  ArticleSlugSchema,
  type ArticleFrontmatter,
  type ArticleHref,
  type ArticleSlug,
} from './schemas'

export type Article = Omit<ArticleFrontmatter, 'modifiedDate'> & {
  /** ISO date of the last revision: the frontmatter's modifiedDate, else the publish date. */
  modifiedDate: string
  slug: ArticleSlug
  body: string
  wordCount: number
}

function loadArticle(slug: ArticleSlug): Article {
  const { data, body } = readMdxDocument(`articles/${slug}.mdx`)
  const parsed = ArticleFrontmatterSchema.safeParse(data)
  if (!parsed.success) {
    throw new Error(`src/content/articles/${slug}.mdx: ${z.prettifyError(parsed.error)}`)
  }
  const modifiedDate = parsed.data.modifiedDate ?? parsed.data.publishedDate
  return { ...parsed.data, modifiedDate, slug, body, wordCount: countWords(body) }
}

/** Every article, newest first. */
export const articles: readonly Article[] = ArticleSlugSchema.options
  .map(loadArticle)
  .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug)
}

export function articleHref(slug: ArticleSlug): ArticleHref {
  return `/insights/thought-leadership/${slug}`
}

/** The featured article is the newest original piece; the rest are curated picks. */
export function featuredArticle(): Article {
  const article = articles.find((candidate) => candidate.isOriginal)
  if (!article) throw new Error('No original article to feature')
  return article
}

export function curatedArticles(): Article[] {
  return articles.filter((article) => !article.isOriginal)
}

/** Minutes to read at 225 words a minute, at least one. */
export function readingMinutes(article: Pick<Article, 'wordCount'>): number {
  return Math.max(1, Math.round(article.wordCount / 225))
}
