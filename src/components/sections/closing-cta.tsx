import Link from 'next/link'
import { Button } from '@/components/ui/button'

type ClosingCtaProps = {
  title: string
  text?: string
}

/** The call to action at the end of a page: book a consultation or read client stories. */
export function ClosingCta({ title, text }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-cta" className="bg-navy-900 py-20 text-white">
      <div data-reveal className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {text ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-navy-100">{text}</p>
        ) : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg" variant="inverse">
            <Link href="/contact">Schedule a Consultation</Link>
          </Button>
          <Button asChild size="lg" variant="inverse-outline">
            <Link href="/client-success-stories">View Our Client Success Stories</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
