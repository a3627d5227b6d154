import Image from 'next/image'
import Link from 'next/link'
import { ClosingCta } from '@/components/sections/closing-cta'
import { LogoStrip } from '@/components/sections/logo-strip'
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
              <li key={value.title} data-reveal className="rounded-card bg-navy-50 p-6">
                <h3 className="text-lg font-semibold text-navy-900">{value.title}</h3>
                <p className="mt-2 leading-7 text-muted-foreground">{value.description}</p>
              </li>
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
        id="services"
        aria-labelledby="services-title"
        className="scroll-mt-20 bg-navy-50 py-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="services-title"
            className="text-center text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            Our Expertise
          </h2>
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCards.map((card) => (
              <li
                key={card.link}
                data-reveal
                className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover"
              >
                <Image
                  src={card.image}
                  alt={card.imageAlt}
                  width={1200}
                  height={800}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-navy-900">
                    <Link href={card.link} className="after:absolute after:inset-0">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-7 text-muted-foreground">{card.description}</p>
                  <span
                    aria-hidden="true"
                    className="mt-4 font-semibold text-teal-700 group-hover:underline"
                  >
                    Learn more →
                  </span>
                </div>
              </li>
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
