'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { menuIcon } from '@/components/ui/icons/menu'
import type { MobileMenuSection, NavLink } from '@/config/nav'

// The drawer (a focus-trapping dialog with an accordion) loads on first use, not with the page;
// pointing at or focusing the button starts the download a moment early.
const loadSheet = () => import('./mobile-nav-sheet')
const MobileNavSheet = dynamic(() => loadSheet().then((module) => module.MobileNavSheet), {
  ssr: false,
})

type MobileNavProps = {
  sections: readonly MobileMenuSection[]
  contact: NavLink
}

/** The small-screen menu button and its drawer, which closes on Escape and on navigation. */
export function MobileNav({ sections, contact }: MobileNavProps) {
  const pathname = usePathname()
  const button = useRef<HTMLButtonElement>(null)
  const [used, setUsed] = useState(false)
  // The drawer stays open only on the page it was opened on, so any route change (a link in it,
  // back/forward, a link elsewhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpenOn(pathname)
        }}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white transition-colors hover:bg-white/10 lg:hidden"
      >
        <DrawnIcon drawing={menuIcon} aria-hidden="true" className="size-6" />
      </button>
      {used ? (
        <MobileNavSheet
          open={open}
          onOpenChange={(next) => setOpenOn(next ? pathname : null)}
          sections={sections}
          contact={contact}
          returnFocusTo={button}
        />
      ) : null}
    </>
  )
}
