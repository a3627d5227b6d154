import type { ReactNode } from 'react'

type PageHeaderProps = {
  title: string
  lead?: ReactNode
  /** A small label above the title, e.g. a category. */
  eyebrow?: string
  children?: ReactNode
}

/** The title band at the top of every inner page. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <section className="bg-gradient-to-br from-navy-900 via-navy-800 to-teal-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? <div className="mt-5 max-w-3xl text-lg leading-8 text-navy-100">{lead}</div> : null}
        {children}
      </div>
    </section>
  )
}
