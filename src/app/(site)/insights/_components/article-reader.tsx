import { ExternalLink } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import { DetailHeader } from '@/components/sections/detail-header'
import { MdxContent } from '@/components/sections/mdx-content'
import { Prose, siteFactComponents } from '@/components/sections/mdx-prose'
import { JsonLd } from '@/components/seo/json-ld'
import { Button } from '@/components/ui/button'
import { leaders } from '@/content/about'
import { articleHref, readingMinutes, type Article } from '@/content/articles.server'
import { formatLongDate } from '@/lib/dates'
import { articleJsonLd } from '@/lib/json-ld'
import { VideoFacade } from './video-facade'

/** The article's structured data; an author who is one of our leaders links to their card. */
function articleData(article: Article) {
  const leader = leaders.find((candidate) => candidate.name === article.author)
  return articleJsonLd({
    headline: article.title,
    description: article.description,
    path: articleHref(article.slug),
    imagePath: article.image,
    datePublished: article.publishedDate,
    dateModified: article.modifiedDate,
    keywords: article.keywords,
    wordCount: article.wordCount,
    author: leader
      ? {
          name: leader.name,
          path: `/about/leadership#${leader.id}`,
          jobTitle: leader.title,
          sameAs: leader.linkedinUrl,
        }
      : { name: article.author },
    isBasedOn: article.originalUrl ?? undefined,
  })
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
        <SvgIcon icon={ExternalLink} className="size-4" />
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
      <JsonLd data={articleData(article)} />
    </article>
  )
}
