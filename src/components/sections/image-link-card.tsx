import { ArrowRight } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type ImageLinkCardProps = {
  href: string
  title: string
  image: string
  imageAlt: string
  /** The image's share of the viewport at each breakpoint, for responsive loading. */
  sizes: string
  /** A badge or label above the title. */
  eyebrow?: ReactNode
  /** Words after the text, e.g. 'Learn more'; the whole card is the link. */
  cta?: string
  titleClassName?: string
  children: ReactNode
}

/** A card with artwork on top whose title links to a page; the whole card is clickable. */
export function ImageLinkCard({
  href,
  title,
  image,
  imageAlt,
  sizes,
  eyebrow,
  cta,
  titleClassName,
  children,
}: ImageLinkCardProps) {
  return (
    <li
      data-reveal
      className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover"
    >
      <Image
        src={image}
        alt={imageAlt}
        width={1200}
        height={800}
        sizes={sizes}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {eyebrow}
        <h3 className={cn('text-xl font-semibold text-navy-900', titleClassName)}>
          <Link href={href} className="after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        <div className="mt-2 flex-1 leading-7 text-muted-foreground">{children}</div>
        {cta ? (
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-teal-700 group-hover:underline"
          >
            {cta} <SvgIcon icon={ArrowRight} className="size-4" />
          </span>
        ) : null}
      </div>
    </li>
  )
}
