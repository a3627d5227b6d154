import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A list item card with a heading and a short text (values, drivers and the like). */
export function TextCard({
  title,
  children,
  tone = 'outline',
}: {
  title: string
  children: ReactNode
  tone?: 'outline' | 'tinted'
}) {
  return (
    <li
      data-reveal
      className={cn(
        'rounded-card p-7',
        tone === 'outline' ? 'border border-border shadow-card' : 'bg-navy-50',
      )}
    >
      <h3 className="text-xl font-semibold text-navy-900">{title}</h3>
      <p className="mt-2 leading-7 text-muted-foreground">{children}</p>
    </li>
  )
}
