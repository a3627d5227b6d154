import { Construction, Home } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import { GoBackButton } from './go-back-button'

export const COMING_SOON_SOCIAL_TITLE = 'Social Media Coming Soon'
export const COMING_SOON_TITLE = "We're Working On This"

/** The title the placeholder shows for a path: social pages get their own wording. */
export function comingSoonTitle(path: string): string {
  return path.includes('social') ? COMING_SOON_SOCIAL_TITLE : COMING_SOON_TITLE
}

/** The placeholder for sections that are not published yet. */
export function ComingSoon({ path }: { path: string }) {
  const social = path.includes('social')
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <SvgIcon icon={Construction} className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {comingSoonTitle(path)}
      </h1>
      <p className="mt-4 text-lg leading-8 text-muted-foreground">
        {social
          ? `Our social channels are launching soon. Until then, the quickest way to reach ${site.name} is ${site.phone.display} or ${site.email}.`
          : `This part of the site is still being prepared. In the meantime, our team is happy to answer questions at ${site.phone.display} or ${site.email}.`}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Button asChild size="lg">
          <Link href="/">
            <SvgIcon icon={Home} className="size-5" />
            Return to Home
          </Link>
        </Button>
        <GoBackButton />
      </div>
    </section>
  )
}
