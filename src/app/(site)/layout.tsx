import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { RouteScroll } from '@/components/layout/route-scroll'
import { ScrollReveal } from '@/components/layout/scroll-reveal'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { breadcrumbStepLinks, sitePagePaths } from '@/content/site-pages'
import { segmentLabels } from '@/content/route-labels'
import { AccountEntry } from '@/features/auth/account-entry'
import { SearchButton } from '@/features/search/search-button'
import { BeaconLoader } from './_components/beacon-loader'
import { SiteChat } from './_components/site-chat'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* The browser paints nothing until the header and breadcrumbs are parsed: a slow machine
          that painted between two chunks of the header drew a half-built menu bar, and the
          rest of it moved the menus sideways when it arrived (a layout shift). React puts the
          link in the head; a browser that does not know `expect` ignores it. */}
      <link rel="expect" href="#main" blocking="render" />
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader search={<SearchButton />} account={<AccountEntry />} />
      <div className="pt-16">
        <Breadcrumbs
          labels={segmentLabels}
          pagePaths={sitePagePaths()}
          stepLinks={breadcrumbStepLinks}
        />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <SiteChat />
      <RouteScroll />
      <ScrollReveal />
      <BeaconLoader />
    </>
  )
}
