import Link from 'next/link'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { contactLink, mainMenus, mobileMenuSections } from '@/config/nav'
import { site } from '@/config/site'
import { DesktopNav } from './desktop-nav'
import { LogoLink } from './logo-link'
import { LogoMark } from './logo-mark'
import { MobileNav } from './mobile-nav'

type SiteHeaderProps = {
  /** The site search trigger (the search feature provides it). */
  search?: ReactNode
  /** Sign-in entry or the signed-in user's menu (the accounts feature provides it). */
  account?: ReactNode
}

export function SiteHeader({ search, account }: SiteHeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-navy-900/95 text-white backdrop-blur supports-[backdrop-filter]:bg-navy-900/85">
      {/* Tighter gaps on phones: logo, name and three 44px buttons fit a 412px-wide screen. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <LogoLink label={`${site.name} home`}>
          <LogoMark className="size-9" />
          <span className="text-lg font-semibold tracking-tight">{site.name}</span>
        </LogoLink>
        <div className="flex flex-1 justify-center">
          <DesktopNav menus={mainMenus} />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          {search}
          {account}
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link href={contactLink.href}>{contactLink.label}</Link>
          </Button>
          <MobileNav sections={mobileMenuSections} contact={contactLink} />
        </div>
      </div>
    </header>
  )
}
