import { PageHeader } from '@/components/sections/page-header'
import { curatedArticles, featuredArticle } from '@/content/articles.server'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { ArticleCard } from '../_components/article-card'

const page = getStaticPage('/insights/thought-leadership')

export const metadata = buildMetadata(page)

export default function ThoughtLeadershipPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <div className="bg-navy-50 py-16">
        <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="featured" className="sr-only">
            Featured article
          </h2>
          <ArticleCard article={featuredArticle()} featured />
        </section>
        <section aria-labelledby="curated" className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="curated" className="text-2xl font-bold tracking-tight text-navy-900">
            Curated reading
          </h2>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {curatedArticles().map((article) => (
              <li key={article.slug} data-reveal className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
