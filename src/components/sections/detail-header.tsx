import { ArrowLeft } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

type DetailHeaderProps = {
  back: { href: string; label: string }
  badge: string
  title: string
  /** 'wide' for case studies, 'narrow' to line up with a reading column. */
  width: 'wide' | 'narrow'
  children?: ReactNode
}

/** The header of a detail page: a way back, a category badge, the title and any details below. */
export function DetailHeader({ back, badge, title, width, children }: DetailHeaderProps) {
  return (
    <header className="bg-gradient-to-br from-navy-900 via-navy-800 to-teal-800 text-white">
      <div
        className={cn(
          'mx-auto px-4 py-14 sm:px-6 lg:px-8',
          width === 'wide' ? 'max-w-7xl' : 'max-w-3xl',
        )}
      >
        <Link
          href={back.href}
          className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-navy-100 hover:text-white hover:underline"
        >
          <SvgIcon icon={ArrowLeft} className="size-4" />
          {back.label}
        </Link>
        <Badge className="mt-6 block w-fit">{badge}</Badge>
        <h1
          className={cn(
            'mt-4 font-bold tracking-tight text-balance',
            width === 'wide'
              ? 'max-w-4xl text-4xl sm:text-5xl'
              : 'text-3xl sm:text-4xl lg:text-5xl',
          )}
        >
          {title}
        </h1>
        {children}
      </div>
    </header>
  )
}
