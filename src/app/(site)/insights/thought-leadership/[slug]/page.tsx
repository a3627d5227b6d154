import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { articleHref, articles, findArticle } from '@/content/articles.server'
import { buildMetadata } from '@/lib/metadata'
import { ArticleReader } from '../../_components/article-reader'

export type ArticlePageProps = { params: Promise<{ slug: string }> }

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
  if (!article) notFound()
  return <ArticleReader article={article} />
}
