import type { MDXComponents } from 'mdx/types'
import Link from 'next/link'
import type { ComponentProps } from 'react'
import { formatOfficeAddress, site } from '@/config/site'
import { cn } from '@/lib/cn'

/** Site facts MDX documents may use, so no document types a phone number or address. */
export const siteFactComponents: MDXComponents = {
  Brand: () => <>{site.name}</>,
  Email: () => <a href={`mailto:${site.email}`}>{site.email}</a>,
  Phone: () => <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>,
  Address: () => <>{formatOfficeAddress(site.headquarters)}</>,
  a: ({ href = '', children, ...props }: ComponentProps<'a'>) =>
    href.startsWith('/') ? (
      <Link href={href} {...props}>
        {children}
      </Link>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
}

/**
 * Headings one level down, for documents shown under a section heading of their own (the legal
 * page shows two documents, each under an h2).
 */
export const nestedHeadingComponents: MDXComponents = {
  h2: ({ children, ...props }: ComponentProps<'h2'>) => <h3 {...props}>{children}</h3>,
  h3: ({ children, ...props }: ComponentProps<'h3'>) => <h4 {...props}>{children}</h4>,
}

/** Typographic styles for long-form text. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'prose max-w-none prose-slate prose-headings:scroll-mt-28 prose-headings:text-navy-900 prose-a:text-teal-700 prose-a:underline-offset-4 prose-li:my-1',
        className,
      )}
      {...props}
    />
  )
}
