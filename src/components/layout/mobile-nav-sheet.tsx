'use client'

import { ChevronDown, Menu } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Accordion } from 'radix-ui'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import type { NavLink, NavMenu } from '@/config/nav'

type MobileNavProps = {
  sections: readonly { label: string; menu: NavMenu }[]
  contact: NavLink
}

const linkClass =
  'block rounded-control px-3 py-2 text-sm text-navy-900 hover:bg-muted focus-visible:bg-muted'

// No prefetch, as in the desktop menu: an expanded section would fetch every page it lists.
function SectionLinks({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const links =
    menu.kind === 'links'
      ? menu.links
      : menu.groups.map((group) => ({ label: group.label, href: group.href }))
  return (
    <ul className="space-y-0.5 pb-2">
      <li>
        <Link
          href={menu.overview.href}
          prefetch={false}
          className={`${linkClass} font-semibold`}
          onClick={onNavigate}
        >
          {menu.overview.label}
        </Link>
      </li>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false} className={linkClass} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The small-screen menu: a drawer that traps focus and closes on Escape and on navigation. */
export function MobileNav({ sections, contact }: MobileNavProps) {
  const pathname = usePathname()
  // The drawer stays open only on the page it was opened on, so any route change (a link in it,
  // back/forward, a link elsewhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null)
  const close = () => setOpenOn(null)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-white hover:bg-white/10 lg:hidden"
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile">
          <Accordion.Root type="single" collapsible className="divide-y divide-border">
            {sections.map(({ label, menu }) => (
              <Accordion.Item key={menu.id} value={menu.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between rounded-control px-1 py-3 text-left text-base font-semibold text-navy-900">
                    {label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <SectionLinks menu={menu} onNavigate={close} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <Button asChild className="mt-6 w-full">
            <Link href={contact.href} onClick={close}>
              {contact.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
