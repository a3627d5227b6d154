'use client'

import Link from 'next/link'
import { Accordion } from 'radix-ui'
import type { RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { chevronDownIcon } from '@/components/ui/icons/chevron-down'
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import type { MobileMenuSection, NavLink } from '@/config/nav'

const linkClass =
  'block rounded-control px-3 py-2 text-sm text-navy-900 hover:bg-muted focus-visible:bg-muted'

// No prefetch, as in the desktop menu: an expanded section would fetch every page it lists.
function SectionLinks({
  section,
  onNavigate,
}: {
  section: MobileMenuSection
  onNavigate: () => void
}) {
  return (
    <ul className="space-y-0.5 pb-2">
      <li>
        <Link
          href={section.overview.href}
          prefetch={false}
          className={`${linkClass} font-semibold`}
          onClick={onNavigate}
        >
          {section.overview.label}
        </Link>
      </li>
      {section.links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false} className={linkClass} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

type MobileNavSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  sections: readonly MobileMenuSection[]
  contact: NavLink
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The small-screen menu's drawer: it traps focus and closes on Escape and on navigation. */
export function MobileNavSheet({
  open,
  onOpenChange,
  sections,
  contact,
  returnFocusTo,
}: MobileNavSheetProps) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // There is no Radix trigger: focus goes back to the menu button.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile">
          <Accordion.Root type="single" collapsible className="divide-y divide-border">
            {sections.map((section) => (
              <Accordion.Item key={section.id} value={section.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between rounded-control px-1 py-3 text-left text-base font-semibold text-navy-900">
                    {section.label}
                    <DrawnIcon
                      drawing={chevronDownIcon}
                      aria-hidden="true"
                      className="size-5 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <SectionLinks section={section} onNavigate={close} />
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
