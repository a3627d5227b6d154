import type { ReactNode } from 'react'

type HeroProps = {
  title: string
  lead: string
  /** Calls to action shown under the lead. */
  actions?: ReactNode
}

export function Hero({ title, lead, actions }: HeroProps) {
  return (
    <section className="bg-gradient-to-br from-navy-900 via-navy-800 to-teal-700 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-24 sm:px-6 lg:px-8 lg:pt-28 lg:pb-32">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-navy-100">{lead}</p>
        {actions ? <div className="mt-10 flex flex-wrap gap-4">{actions}</div> : null}
      </div>
    </section>
  )
}
