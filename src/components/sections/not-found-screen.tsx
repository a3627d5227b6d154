import Link from 'next/link'
import { Button } from '@/components/ui/button'

type NotFoundScreenProps = {
  title: string
  message: string
  /** Where to go instead, e.g. the collection's index. */
  link?: { href: string; label: string }
}

/** The '… Not Found' screen of a page whose id does not exist (served with HTTP 404). */
export function NotFoundScreen({ title, message, link }: NotFoundScreenProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      {link ? (
        <Button asChild size="lg" className="mt-10">
          <Link href={link.href}>{link.label}</Link>
        </Button>
      ) : null}
    </section>
  )
}
