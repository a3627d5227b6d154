'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { searchIcon } from '@/components/ui/icons/search'

// The dialog, the search library and the index load on first use, not with the page.
const loadDialog = () => import('./search-dialog')
const SearchDialog = dynamic(() => loadDialog().then((module) => module.SearchDialog), {
  ssr: false,
})

const noSubscription = () => () => {}

/** True when a keystroke belongs to a text field (or another open dialog), not to the page. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest('[role="dialog"]')) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(
    target.type,
  )
}

/**
 * The header's search button. Ctrl+K / ⌘K anywhere, or '/' outside text fields, opens the site
 * search too. The dialog's code is fetched on first open (or when the pointer or focus reaches
 * the button, to save a moment); the index only when the dialog opens.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  // 'Ctrl K' in the server HTML, '⌘K' on Apple devices once hydrated.
  const apple = useSyncExternalStore(
    noSubscription,
    () => /mac|iphone|ipad/i.test(navigator.platform),
    () => false,
  )

  const show = () => {
    setUsed(true)
    setOpen(true)
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const commandK =
        event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey
      const slash =
        event.key === '/' &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      if (!commandK && !slash) return
      event.preventDefault()
      setUsed(true)
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2.5 text-white/90 transition-colors hover:bg-white/10 hover:text-white lg:h-9 lg:border lg:border-white/20 lg:px-3"
      >
        <DrawnIcon drawing={searchIcon} aria-hidden="true" className="size-5 lg:size-4" />
        <span className="sr-only">Search</span>
        <kbd
          aria-hidden="true"
          className="hidden font-sans text-xs font-medium text-white/80 xl:inline"
        >
          {apple ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {used ? <SearchDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  )
}
