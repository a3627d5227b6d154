'use client'

import Link from 'next/link'
import { menuTiming } from '@/config/menu-timing'
import type { NavMenu } from '@/config/nav'
import { ContentIcon } from '@/components/sections/content-icon'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@/components/ui/navigation-menu'

// Menu links do not prefetch: opening one panel would otherwise fetch a dozen pages at once, and
// menus also name pages that later issues build (the webinars page), which cannot be prefetched.
function MenuPanel({ menu }: { menu: NavMenu }) {
  if (menu.kind === 'links') {
    return (
      <ul className="grid w-[28rem] gap-1 p-3">
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavigationMenuLink asChild>
              <Link
                prefetch={false}
                href={link.href}
                className="block rounded-control px-3 py-2.5 hover:bg-muted focus-visible:bg-muted"
              >
                <span className="block text-sm font-semibold text-navy-900">{link.label}</span>
                {link.description ? (
                  <span className="mt-0.5 block text-sm text-muted-foreground">
                    {link.description}
                  </span>
                ) : null}
              </Link>
            </NavigationMenuLink>
          </li>
        ))}
        <li className="mt-1 border-t border-border pt-2">
          <NavigationMenuLink asChild>
            <Link
              prefetch={false}
              href={menu.overview.href}
              className="block rounded-control px-3 py-2 text-sm font-semibold text-teal-700 hover:bg-muted"
            >
              {menu.overview.label}
            </Link>
          </NavigationMenuLink>
        </li>
      </ul>
    )
  }

  return (
    <div className="w-[min(64rem,calc(100vw-2rem))] p-5">
      <ul className="grid grid-cols-3 gap-x-6 gap-y-5 xl:grid-cols-4">
        {menu.groups.map((group) => (
          <li key={group.href}>
            <NavigationMenuLink asChild>
              <Link
                prefetch={false}
                href={group.href}
                className="flex items-center gap-2 rounded-control px-2 py-1.5 text-sm font-semibold text-navy-900 hover:bg-muted"
              >
                <ContentIcon name={group.icon} className="size-4 text-teal-700" />
                {group.label}
              </Link>
            </NavigationMenuLink>
            <ul className="mt-1 space-y-1 pl-8 text-sm text-muted-foreground">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <NavigationMenuLink asChild>
        <Link
          prefetch={false}
          href={menu.overview.href}
          className="mt-5 inline-block rounded-control px-2 py-1.5 text-sm font-semibold text-teal-700 hover:bg-muted"
        >
          {menu.overview.label}
        </Link>
      </NavigationMenuLink>
    </div>
  )
}

/** The header's dropdown menus on wide screens (Radix handles hover intent and the keyboard). */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  return (
    <NavigationMenu
      aria-label="Main"
      delayDuration={menuTiming.openDelayMs}
      skipDelayDuration={menuTiming.skipDelayMs}
      className="hidden lg:block"
    >
      <NavigationMenuList>
        {menus.map((menu) => (
          <NavigationMenuItem key={menu.id} value={menu.id}>
            <NavigationMenuTrigger className="text-white/90 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white">
              {menu.label}
            </NavigationMenuTrigger>
            {/* Centred under the fixed header rather than under the trigger, so wide panels fit. */}
            <NavigationMenuContent className="fixed top-[4.5rem] left-1/2 -translate-x-1/2">
              <MenuPanel menu={menu} />
            </NavigationMenuContent>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  )
}
