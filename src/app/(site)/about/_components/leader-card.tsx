import { ExternalLink } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import { Button } from '@/components/ui/button'
import { LazyDialog } from '@/components/ui/lazy-dialog'
import type { Leader } from '@/content/schemas'
import { truncateWords } from '@/lib/words'

/** Bios longer than this are cut on the card; the full text opens in a dialog. */
export const BIO_WORD_LIMIT = 50

/** `lcp` marks the first card, whose photo is the largest thing above the fold on a phone. */
export function LeaderCard({ leader, lcp = false }: { leader: Leader; lcp?: boolean }) {
  const { text, truncated } = leader.showFullBio
    ? { text: leader.bio, truncated: false }
    : truncateWords(leader.bio, BIO_WORD_LIMIT)

  return (
    // The id is the leader's address on the page, where an article's author data points.
    <article
      id={leader.id}
      className="flex flex-col overflow-hidden rounded-card bg-white shadow-card"
    >
      <Image
        src={leader.photo}
        alt={leader.photoAlt}
        width={600}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-square w-full object-cover"
        lcp={lcp}
      />
      <div className="flex flex-1 flex-col p-7">
        <h2 className="text-xl font-semibold text-navy-900">{leader.name}</h2>
        <p className="mt-1 font-medium text-teal-700">{leader.title}</p>
        <p className="mt-4 flex-1 leading-7 text-muted-foreground">
          {text}
          {truncated ? (
            <LazyDialog
              triggerClassName="ml-1 rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
              trigger={
                <>
                  ... see more<span className="sr-only"> about {leader.name}</span>
                </>
              }
              title={leader.name}
              description={leader.title}
              descriptionClassName="font-medium text-teal-700"
              contentClassName="max-w-2xl"
            >
              <p className="leading-7 text-muted-foreground">{leader.bio}</p>
            </LazyDialog>
          ) : null}
        </p>
        <Button asChild variant="outline" className="mt-6 self-start">
          <a href={leader.linkedinUrl} target="_blank" rel="noopener noreferrer">
            <SvgIcon icon={ExternalLink} className="size-4" />
            LinkedIn<span className="sr-only">: {leader.name} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </article>
  )
}
