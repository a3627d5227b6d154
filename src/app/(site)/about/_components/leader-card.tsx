'use client'

import { ExternalLink } from 'lucide-react'
import Image from 'next/image'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { Leader } from '@/content/about'
import { truncateWords } from '@/lib/words'

/** Bios longer than this are cut on the card; the full text opens in a dialog. */
export const BIO_WORD_LIMIT = 50

export function LeaderCard({ leader }: { leader: Leader }) {
  const { text, truncated } = leader.showFullBio
    ? { text: leader.bio, truncated: false }
    : truncateWords(leader.bio, BIO_WORD_LIMIT)

  return (
    <article className="flex flex-col overflow-hidden rounded-card bg-white shadow-card">
      <Image
        src={leader.photo}
        alt={leader.photoAlt}
        width={600}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-7">
        <h2 className="text-xl font-semibold text-navy-900">{leader.name}</h2>
        <p className="mt-1 font-medium text-teal-700">{leader.title}</p>
        <p className="mt-4 flex-1 leading-7 text-muted-foreground">
          {text}
          {truncated ? (
            <Dialog>
              <DialogTrigger className="ml-1 rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline">
                ... see more<span className="sr-only"> about {leader.name}</span>
              </DialogTrigger>
              <DialogContent className="max-w-2xl">
                <DialogTitle>{leader.name}</DialogTitle>
                <DialogDescription className="font-medium text-teal-700">
                  {leader.title}
                </DialogDescription>
                <p className="leading-7 text-muted-foreground">{leader.bio}</p>
              </DialogContent>
            </Dialog>
          ) : null}
        </p>
        <Button asChild variant="outline" className="mt-6 self-start">
          <a href={leader.linkedinUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" className="size-4" />
            LinkedIn<span className="sr-only">: {leader.name} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </article>
  )
}
