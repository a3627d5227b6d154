import Link from 'next/link'
import { ClosingCta } from '@/components/sections/closing-cta'
import { ImageLinkCard } from '@/components/sections/image-link-card'
import { LogoStrip } from '@/components/sections/logo-strip'
import { TextCard } from '@/components/sections/text-card'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import {
  aboutSection,
  closingCta,
  heroLead,
  logos,
  serviceCards,
  stats,
  values,
} from '@/content/home'
import { homeCopy } from '@/content/page-copy'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { HomeHero } from './_components/home-hero'

const page = getStaticPage('/')

export const metadata = buildMetadata(page)

export default function HomePage() {
  return (
    <>
      <HomeHero title={site.tagline} lead={heroLead} />

      <section aria-labelledby="results" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="results" className="sr-only">
            Results for our clients
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {stats.map((stat) => (
              <li
                key={stat.value}
                data-reveal
                className="rounded-card border border-border p-6 text-center"
              >
                <p className="text-5xl font-bold tracking-tight text-teal-700">{stat.value}</p>
                <p className="mt-2 text-muted-foreground">{stat.description}</p>
              </li>
            ))}
          </ul>

          <h2 className="mt-20 text-center text-3xl font-bold tracking-tight text-navy-900">
            What we stand for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {values.map((value) => (
              <TextCard key={value.title} title={value.title} tone="tinted">
                {value.description}
              </TextCard>
            ))}
          </ul>

          <h2 className="mt-20 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Partners and clients we work with
          </h2>
          <div className="mt-8">
            <LogoStrip logos={logos} label="logo" />
          </div>
        </div>
      </section>

      <section
        id={homeCopy.sections.services.anchor}
        aria-labelledby="services-title"
        className="scroll-mt-20 bg-navy-50 py-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="services-title"
            className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {homeCopy.sections.services.title}
          </h2>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCards.map((card) => (
              <ImageLinkCard
                key={card.link}
                href={card.link}
                title={card.title}
                image={card.image}
                imageAlt={card.imageAlt}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                cta="Learn more"
              >
                <p>{card.description}</p>
              </ImageLinkCard>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20 py-20">
        <div data-reveal className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2
            id="about-title"
            className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {aboutSection.title}
          </h2>
          {aboutSection.paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 32)}
              className="mt-5 text-lg leading-8 text-muted-foreground"
            >
              {paragraph}
            </p>
          ))}
          <Button asChild size="lg" className="mt-10">
            <Link href="/about">Learn More About Us</Link>
          </Button>
        </div>
      </section>

      <ClosingCta title={closingCta.title} text={closingCta.text} />
    </>
  )
}
