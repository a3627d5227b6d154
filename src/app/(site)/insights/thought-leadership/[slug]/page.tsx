import type { Metadata } from 'next'
import { articleHref, articles, findArticle } from '@/content/articles.server'
import { buildMetadata } from '@/lib/metadata'
import { ArticleReader } from '../../_components/article-reader'
import ArticleNotFound from './not-found'

export type ArticlePageProps = { params: Promise<{ slug: string }> }

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return articles.map((article) => ({ slug: article.slug }))
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = findArticle((await params).slug)
  if (!article) return { title: 'Article Not Found', robots: { index: false } }
  return buildMetadata({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path: articleHref(article.slug),
  })
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = findArticle((await params).slug)
  // Rendered here, not thrown with notFound(): Next.js sends a thrown one as an empty shell
  // that only JavaScript fills in. src/proxy.ts gives this answer its 404 status (decision 029).
  if (!article) return <ArticleNotFound />
  return <ArticleReader article={article} />
}
