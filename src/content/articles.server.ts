import 'server-only'
import { z } from '@/lib/zod'
import { countWords, readMdxDocument } from './mdx-documents.server'
import { ImagePathSchema } from './success-story'

/** Frontmatter of an article (spec section 3, Article), validated when the collection loads. */
export const ArticleFrontmatterSchema = z
  .strictObject({
    title: z.string().min(10).max(110),
    description: z.string().min(80).max(200),
    keywords: z.array(z.string().min(2)).min(3).max(8),
    author: z.string().min(3).max(60),
    publishedDate: z.iso.date(),
    /** The last substantive revision, when there was one; the publish date otherwise. */
    modifiedDate: z.iso.date().optional(),
    isOriginal: z.boolean(),
    originalUrl: z.url().nullable(),
    isVideo: z.boolean(),
    videoId: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .nullable(),
    image: ImagePathSchema,
    imageAlt: z.string().min(10).max(160),
    category: z.literal('AI & Data'),
  })
  .refine((article) => article.isOriginal === (article.originalUrl === null), {
    message: 'curated articles need originalUrl; original ones must not have one',
  })
  .refine((article) => article.isVideo === (article.videoId !== null), {
    message: 'video articles need videoId; others must not have one',
  })
  .refine((article) => (article.modifiedDate ?? article.publishedDate) >= article.publishedDate, {
    message: 'modifiedDate cannot be before publishedDate',
  })

export const ARTICLE_SLUGS = [
  'agentic-ai-document-extraction',
  'neocloud-providers',
  'ai-agent-frameworks',
  'trust-human-ai-relationships',
  'product-testing-ai-synthetic-data',
] as const

export type ArticleSlug = (typeof ARTICLE_SLUGS)[number]
export type Article = Omit<z.infer<typeof ArticleFrontmatterSchema>, 'modifiedDate'> & {
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
export const articles: readonly Article[] = ARTICLE_SLUGS.map(loadArticle).sort((a, b) =>
  b.publishedDate.localeCompare(a.publishedDate),
)

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug)
}

export function articleHref(slug: ArticleSlug): string {
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
