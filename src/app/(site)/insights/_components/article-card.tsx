import { StaticImage as Image } from '@/components/ui/static-image'
import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import type { Article } from '@/content/articles.server'
import { articleHref } from '@/content/articles.server'
import { curator } from '@/content/insights'
import { formatLongDate } from '@/lib/dates'
import { cn } from '@/lib/cn'

/** An article teaser; curated picks carry the curator's note with the date. */
export function ArticleCard({
  article,
  featured = false,
}: {
  article: Article
  featured?: boolean
}) {
  const date = formatLongDate(article.publishedDate)
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover',
        featured && 'lg:flex-row',
      )}
    >
      <Image
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={800}
        sizes={
          featured
            ? '(min-width: 1024px) 50vw, 100vw'
            : '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'
        }
        className={cn('aspect-[3/2] w-full object-cover', featured && 'lg:w-1/2')}
        // The featured teaser opens the list: its picture is the largest thing above the fold.
        lcp={featured}
      />
      <div className="flex flex-1 flex-col p-6 lg:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{article.category}</Badge>
          {featured ? <Badge variant="secondary">Featured</Badge> : null}
        </div>
        <h3
          className={cn(
            'mt-4 font-semibold text-navy-900',
            featured ? 'text-2xl lg:text-3xl' : 'text-lg',
          )}
        >
          <Link href={articleHref(article.slug)} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 leading-7 text-muted-foreground">{article.description}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          {article.isOriginal
            ? `By ${article.author} · ${date}`
            : `Curated by ${curator.name}, ${curator.title} · ${date}`}
        </p>
      </div>
    </article>
  )
}
