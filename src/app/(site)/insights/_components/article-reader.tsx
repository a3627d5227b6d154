import { ExternalLink } from 'lucide-react'
import { StaticImage as Image } from '@/components/ui/static-image'
import { DetailHeader } from '@/components/sections/detail-header'
import type { Article as ArticleLd, WithContext } from 'schema-dts'
import { MdxContent } from '@/components/sections/mdx-content'
import { Prose, siteFactComponents } from '@/components/sections/mdx-prose'
import { JsonLd } from '@/components/seo/json-ld'
import { Button } from '@/components/ui/button'
import { articleHref, readingMinutes, type Article } from '@/content/articles.server'
import { formatLongDate } from '@/lib/dates'
import { ORGANIZATION_ID } from '@/lib/json-ld'
import { absoluteUrl } from '@/lib/urls'
import { VideoFacade } from './video-facade'

function articleJsonLd(article: Article): WithContext<ArticleLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.image),
    datePublished: article.publishedDate,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': ORGANIZATION_ID },
    mainEntityOfPage: absoluteUrl(articleHref(article.slug)),
    keywords: article.keywords.join(', '),
    wordCount: article.wordCount,
    ...(article.originalUrl ? { isBasedOn: article.originalUrl } : {}),
  }
}

function OriginalLink({
  href,
  label,
  variant,
}: {
  href: string
  label: string
  variant: 'primary' | 'outline'
}) {
  return (
    <Button asChild variant={variant}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  )
}

/** The article screen, shared by /insights/thought-leadership/{slug} and /insights/{slug}. */
export async function ArticleReader({ article }: { article: Article }) {
  const date = formatLongDate(article.publishedDate)
  return (
    <article>
      <DetailHeader
        back={{ href: '/insights', label: 'Back to Insights' }}
        badge={article.category}
        title={article.title}
        width="narrow"
      >
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-navy-100">
          <div>
            <dt className="inline">{article.isOriginal ? 'Author' : 'Original Author'}: </dt>
            <dd className="inline font-semibold text-white">{article.author}</dd>
          </div>
          <div>
            <dt className="sr-only">Published</dt>
            <dd>
              <time dateTime={article.publishedDate}>{date}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Reading time</dt>
            <dd>{readingMinutes(article)} min read</dd>
          </div>
        </dl>
        {article.originalUrl ? (
          <div className="mt-8">
            <OriginalLink
              href={article.originalUrl}
              label="View Original Article"
              variant="primary"
            />
          </div>
        ) : null}
      </DetailHeader>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        {article.isVideo && article.videoId ? (
          <VideoFacade
            title={article.title}
            poster={
              <Image
                src={`/images/articles/${article.videoId}-poster.webp`}
                alt=""
                fill
                sizes="(min-width: 768px) 48rem, 100vw"
                className="object-cover opacity-80"
                lcp
              />
            }
            webm={`/video/articles/${article.videoId}.webm`}
            mp4={`/video/articles/${article.videoId}.mp4`}
            captions={`/video/articles/${article.videoId}.vtt`}
          />
        ) : (
          <Image
            src={article.image}
            alt={article.imageAlt}
            width={1200}
            height={800}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="aspect-[3/2] w-full rounded-card object-cover"
            lcp
          />
        )}
        <Prose className="mt-10">
          <MdxContent body={article.body} components={siteFactComponents} />
        </Prose>
        {article.originalUrl ? (
          <aside
            aria-label="About this article"
            className="mt-12 rounded-card border border-border bg-navy-50 p-6"
          >
            <p className="leading-7 text-muted-foreground">
              This is a summary with commentary by Northbridge Digital. The original work is by{' '}
              {article.author}, and all rights to its content belong to the original creators.
            </p>
            <div className="mt-5">
              <OriginalLink
                href={article.originalUrl}
                label="Read Original Article"
                variant="outline"
              />
            </div>
          </aside>
        ) : null}
      </div>
      <JsonLd data={articleJsonLd(article)} />
    </article>
  )
}
