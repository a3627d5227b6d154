'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useMemo } from 'react'
import { JsonLd } from '@/components/seo/json-ld'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { chevronRightIcon } from '@/components/ui/icons/chevron-right'
import { buildBreadcrumbs } from '@/lib/breadcrumbs'
import { breadcrumbJsonLd } from '@/lib/json-ld'

type BreadcrumbsProps = {
  /** Friendly names of path segments (src/content/route-labels.ts). */
  labels: Readonly<Record<string, string>>
  /** Paths that are pages of their own, so their step is a link. */
  pagePaths: readonly string[]
  /** Steps that are not pages of their own but are shown on another page: path → link. */
  stepLinks?: Readonly<Record<string, string>>
}

/**
 * The trail under the header on every page but home, with matching BreadcrumbList data. It reads
 * the path in the browser so one component in the layout serves every page; pages are still
 * prerendered with their trail in the HTML.
 */
export function Breadcrumbs({ labels, pagePaths, stepLinks }: BreadcrumbsProps) {
  const pathname = usePathname()
  const linkable = useMemo(() => new Set(pagePaths), [pagePaths])
  if (pathname === '/') return null
  const crumbs = buildBreadcrumbs(pathname, labels, linkable, stepLinks)
  const jsonLd = breadcrumbJsonLd(crumbs)

  return (
    <nav aria-label="Breadcrumb" className="border-b border-border bg-navy-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-3 text-sm sm:px-6 lg:px-8">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 ? (
                <DrawnIcon
                  drawing={chevronRightIcon}
                  aria-hidden="true"
                  className="size-4 text-muted-foreground"
                />
              ) : null}
              {current ? (
                <span aria-current="page" className="font-medium text-navy-900">
                  {crumb.name}
                </span>
              ) : crumb.href ? (
                <Link
                  href={crumb.href}
                  className="rounded-sm text-teal-700 underline-offset-4 hover:underline"
                >
                  {crumb.name}
                </Link>
              ) : (
                <span className="text-muted-foreground">{crumb.name}</span>
              )}
            </li>
          )
        })}
      </ol>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </nav>
  )
}
