import Link from 'next/link'

/** Shown for missing files and anything else that ends in a plain 404. */
export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold text-navy-900">Page not found</h1>
      <p className="mt-4 text-muted-foreground">The address you asked for does not exist.</p>
      <Link href="/" className="mt-8 font-semibold text-teal-700 underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  )
}
