'use client'

import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { NavigationMenu } from 'radix-ui'
import { useLayoutEffect, useRef, useState } from 'react'
import { menuTiming } from '@/config/menu-timing'
import type { NavMenu } from '@/config/nav'
import { ContentIcon } from '@/components/sections/content-icon'
import { cn } from '@/lib/cn'

const triggerClass =
  'group inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-medium text-white/90 transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white'

function MenuPanel({ menu }: { menu: NavMenu }) {
  if (menu.kind === 'links') {
    return (
      <ul className="grid w-[28rem] gap-1 p-3">
        {menu.links.map((link) => (
          <li key={link.href}>
            <NavigationMenu.Link asChild>
              <Link
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
            </NavigationMenu.Link>
          </li>
        ))}
        <li className="mt-1 border-t border-border pt-2">
          <NavigationMenu.Link asChild>
            <Link
              href={menu.overview.href}
              className="block rounded-control px-3 py-2 text-sm font-semibold text-teal-700 hover:bg-muted"
            >
              {menu.overview.label}
            </Link>
          </NavigationMenu.Link>
        </li>
      </ul>
    )
  }

  return (
    <div className="w-[min(64rem,calc(100vw-2rem))] p-5">
      <ul className="grid grid-cols-3 gap-x-6 gap-y-5 xl:grid-cols-4">
        {menu.groups.map((group) => (
          <li key={group.href}>
            <NavigationMenu.Link asChild>
              <Link
                href={group.href}
                className="flex items-center gap-2 rounded-control px-2 py-1.5 text-sm font-semibold text-navy-900 hover:bg-muted"
              >
                <ContentIcon name={group.icon} className="size-4 text-teal-700" />
                {group.label}
              </Link>
            </NavigationMenu.Link>
            <ul className="mt-1 space-y-1 pl-8 text-sm text-muted-foreground">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <NavigationMenu.Link asChild>
        <Link
          href={menu.overview.href}
          className="mt-5 inline-block rounded-control px-2 py-1.5 text-sm font-semibold text-teal-700 hover:bg-muted"
        >
          {menu.overview.label}
        </Link>
      </NavigationMenu.Link>
    </div>
  )
}

/**
 * Radix renders an aria-hidden, tabbable "focus proxy" after an open trigger (radix-ui/primitives
 * issue 3085), which axe reports as aria-hidden-focus. With the panels rendered in place (no
 * Viewport), Tab reaches the panel without the proxy, so it is taken out of the tab order.
 */
function untabFocusProxies(root: HTMLElement | null) {
  root
    ?.querySelectorAll<HTMLElement>('[aria-hidden="true"][tabindex="0"]')
    .forEach((proxy) => proxy.setAttribute('tabindex', '-1'))
}

/** The header's dropdown menus on wide screens (Radix handles hover intent and the keyboard). */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  const [value, setValue] = useState('')
  const rootRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => untabFocusProxies(rootRef.current), [value])

  return (
    <NavigationMenu.Root
      ref={rootRef}
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      delayDuration={menuTiming.openDelayMs}
      skipDelayDuration={menuTiming.skipDelayMs}
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.id} value={menu.id}>
            <NavigationMenu.Trigger className={triggerClass}>
              {menu.label}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            {/* Centred under the fixed header rather than under the trigger, so wide panels fit. */}
            <NavigationMenu.Content
              className={cn(
                'fixed top-[4.5rem] left-1/2 z-50 -translate-x-1/2 rounded-card bg-white text-foreground shadow-popover',
                'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
              )}
            >
              <MenuPanel menu={menu} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
