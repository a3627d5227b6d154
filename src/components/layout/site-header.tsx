import Link from 'next/link'
import { site } from '@/config/site'

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-navy-900/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <Link href="/" className="text-lg font-semibold tracking-tight">
          {site.name}
        </Link>
      </div>
    </header>
  )
}
