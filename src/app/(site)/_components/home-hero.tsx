import { StaticImage as Image } from '@/components/ui/static-image'
import Link from 'next/link'
import { HeroVideo } from '@/components/sections/hero-video'
import { Button } from '@/components/ui/button'
import { contactLink } from '@/config/nav'

const POSTER = '/images/hero-poster.webp'

/**
 * The home hero: the poster image is the LCP element (preloaded), the video only decorates it, and
 * 'Explore Our Expertise' is a plain in-page link, smooth-scrolled by CSS unless motion is unwelcome.
 * The video's pause button sits in the bottom padding, below the actions at every width.
 */
export function HomeHero({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white">
      <Image src={POSTER} alt="" fill lcp sizes="100vw" className="-z-20 object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30" />
      <div className="relative mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6 lg:px-8 lg:pt-32 lg:pb-36">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-display">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-navy-100">{lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild variant="inverse" size="lg">
            <Link href={contactLink.href}>{contactLink.label}</Link>
          </Button>
          <Button asChild variant="inverse-outline" size="lg">
            <a href="#services">Explore Our Expertise</a>
          </Button>
        </div>
      </div>
      {/* After the text so its pause button follows the actions in the tab order, as it does on screen. */}
      <HeroVideo webm="/video/hero.webm" mp4="/video/hero.mp4" />
    </section>
  )
}
