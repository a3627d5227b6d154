'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { chevronDownIcon } from '@/components/ui/icons/chevron-down'
import { menuTiming } from '@/config/menu-timing'

export type DisclosureMenu = {
  id: string
  label: string
  /** The panel's content, rendered on the server: its links are in the HTML even while closed. */
  panel: ReactNode
}

type DisclosureMenuBarProps = {
  menus: readonly DisclosureMenu[]
  /** Classes for the open panel's box (where it sits). */
  panelClassName: string
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse'

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
}

/**
 * Dropdown navigation following the WAI-ARIA disclosure navigation pattern: each trigger is a
 * button with `aria-expanded` that shows the panel right after it, so Tab walks from the trigger
 * into its links. Pointer users get hover intent with the spec's delays (menuTiming); keyboard
 * users get Enter/Space to toggle, Escape to close and return, Left/Right/Home/End between the
 * triggers and Up/Down through a panel's links. We keep this small instead of shipping a menu
 * library on every page (decision 012).
 */
export function DisclosureMenuBar({ menus, panelClassName }: DisclosureMenuBarProps) {
  const baseId = useId()
  const [openId, setOpenIdState] = useState<string | null>(null)
  // Timers and the open menu are read from event handlers and timeouts, so they live in refs.
  const openRef = useRef<string | null>(null)
  const openTimer = useRef<number | undefined>(undefined)
  const closeTimer = useRef<number | undefined>(undefined)
  const skipTimer = useRef<number | undefined>(undefined)
  const skipDelay = useRef(false)
  // A click that closed a menu: the pointer resting on its trigger must not reopen it.
  const clickClosed = useRef<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const triggers = useRef(new Map<string, HTMLButtonElement>())
  const panels = useRef(new Map<string, HTMLDivElement>())

  const setOpenId = (id: string | null) => {
    if (openRef.current === id) return
    const wasOpen = openRef.current !== null
    openRef.current = id
    setOpenIdState(id)
    window.clearTimeout(skipTimer.current)
    if (id === null && wasOpen) {
      // Moving on to another menu soon after one closed skips the open delay.
      skipDelay.current = true
      skipTimer.current = window.setTimeout(() => {
        skipDelay.current = false
      }, menuTiming.skipDelayMs)
    } else if (id !== null) {
      skipDelay.current = false
    }
  }

  const cancelTimers = () => {
    window.clearTimeout(openTimer.current)
    window.clearTimeout(closeTimer.current)
  }

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current)
      window.clearTimeout(closeTimer.current)
      window.clearTimeout(skipTimer.current)
    },
    [],
  )

  // A press anywhere outside the menu bar closes the open panel.
  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  })

  const pointerOnTrigger = (id: string) => (event: PointerEvent) => {
    if (!isMouse(event) || clickClosed.current === id) return
    window.clearTimeout(closeTimer.current)
    if (openRef.current === id) return
    window.clearTimeout(openTimer.current)
    if (openRef.current !== null || skipDelay.current) setOpenId(id)
    else openTimer.current = window.setTimeout(() => setOpenId(id), menuTiming.openDelayMs)
  }

  const pointerBack = (event: PointerEvent) => {
    if (isMouse(event)) window.clearTimeout(closeTimer.current)
  }

  const pointerAway = (id: string) => (event: PointerEvent) => {
    if (!isMouse(event)) return
    if (clickClosed.current === id) clickClosed.current = null
    window.clearTimeout(openTimer.current)
    if (openRef.current === null) return
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => setOpenId(null), menuTiming.closeDelayMs)
  }

  const toggle = (id: string) => {
    cancelTimers()
    if (openRef.current === id) {
      clickClosed.current = id
      setOpenId(null)
    } else {
      setOpenId(id)
    }
  }

  const closeAndReturn = (id: string) => {
    cancelTimers()
    setOpenId(null)
    triggers.current.get(id)?.focus()
  }

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const id = menus[index]!.id
    const last = menus.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target !== undefined) {
      event.preventDefault()
      triggers.current.get(menus[target]!.id)?.focus()
    } else if (event.key === 'ArrowDown' && openRef.current === id) {
      event.preventDefault()
      panelLinks(panels.current.get(id) ?? null)[0]?.focus()
    } else if (event.key === 'Escape' && openRef.current === id) {
      event.preventDefault()
      closeAndReturn(id)
    }
  }

  const onPanelKeyDown = (id: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      closeAndReturn(id)
      return
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    const links = panelLinks(event.currentTarget)
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = links[current + step]
    event.preventDefault()
    if (next) next.focus()
    else if (step < 0) triggers.current.get(id)?.focus()
  }

  // Focus moving out of an item (Tab past the last link, or to another trigger) closes its panel.
  const onItemBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next) && openRef.current === id) setOpenId(null)
  }

  return (
    <ul ref={listRef} className="flex items-center gap-1">
      {menus.map((menu, index) => {
        const open = openId === menu.id
        const panelId = `${baseId}-${menu.id}`
        return (
          <li
            key={menu.id}
            onPointerLeave={pointerAway(menu.id)}
            onPointerEnter={pointerBack}
            onBlur={onItemBlur(menu.id)}
          >
            <button
              type="button"
              ref={(node) => {
                if (node) triggers.current.set(menu.id, node)
                else triggers.current.delete(menu.id)
              }}
              aria-expanded={open}
              aria-controls={panelId}
              data-state={open ? 'open' : 'closed'}
              onPointerMove={pointerOnTrigger(menu.id)}
              onClick={() => toggle(menu.id)}
              onKeyDown={onTriggerKeyDown(index)}
              className="group inline-flex h-10 items-center gap-1 rounded-control px-3 text-sm font-medium text-white/90 transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white"
            >
              {menu.label}
              <DrawnIcon
                drawing={chevronDownIcon}
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </button>
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- key presses and clicks bubble up from the panel's links; the box is not a control */}
            <div
              id={panelId}
              ref={(node) => {
                if (node) panels.current.set(menu.id, node)
                else panels.current.delete(menu.id)
              }}
              hidden={!open}
              onKeyDown={onPanelKeyDown(menu.id)}
              // A followed link closes the panel; the next page keeps the header.
              onClick={(event) => {
                if ((event.target as Element).closest('a')) setOpenId(null)
              }}
              className={`z-50 rounded-card bg-white text-foreground shadow-popover motion-safe:animate-fade-in ${panelClassName}`}
            >
              {menu.panel}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
