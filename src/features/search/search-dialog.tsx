'use client'

import type MiniSearch from 'minisearch'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { HASH_SCROLL_DELAY_MS, scrollToHash } from '@/components/layout/route-scroll'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { circleXIcon } from '@/components/ui/icons/circle-x'
import { searchIcon } from '@/components/ui/icons/search'
import { cn } from '@/lib/cn'
import type { SearchEntry } from './curated-entries'
import {
  createSearchIndexAsync,
  highlightParts,
  searchSite,
  type SearchDocument,
  type SearchHit,
  type SearchIndexPayload,
} from './search-index'

/** Where the build puts the index (src/app/search-index.json/route.ts). */
export const SEARCH_INDEX_URL = '/search-index.json'

export const SEARCH_PLACEHOLDER =
  "Search across the entire site... (e.g., 'cloud', 'ai', 'high-tech')"

/** The spec's suggestions, shown as chips on an empty query and after a miss. */
export const SUGGESTIONS = ['cloud', 'ai', 'data', 'strategy', 'high-tech'] as const

type LoadedIndex = { index: MiniSearch<SearchDocument>; entries: readonly SearchEntry[] }

let loading: Promise<LoadedIndex> | null = null

/** Fetches the documents once per page load and builds the index; a failure may be retried. */
function loadIndex(): Promise<LoadedIndex> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_URL} answered ${response.status}`)
      return response.json() as Promise<SearchIndexPayload>
    })
    .then(async (payload) => ({
      index: await createSearchIndexAsync(payload.documents),
      entries: payload.entries,
    }))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

type IndexState =
  { status: 'loading' } | { status: 'ready'; loaded: LoadedIndex } | { status: 'error' }

function useSearchIndex(enabled: boolean) {
  const [state, setState] = useState<IndexState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled || state.status === 'ready') return
    let current = true
    loadIndex().then(
      (loaded) => current && setState({ status: 'ready', loaded }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [enabled, state.status, attempt])
  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }
  return { state, retry }
}

function Highlighted({ text, highlight }: { text: string; highlight: readonly string[] }) {
  return (
    <>
      {highlightParts(text, highlight).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-[2px] bg-amber-400/40 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function Chips({ onPick }: { onPick: (query: string) => void }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Suggested searches">
      {SUGGESTIONS.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            onClick={() => onPick(suggestion)}
            className="inline-flex h-9 items-center rounded-full border border-border bg-muted px-4 text-sm font-medium text-navy-900 transition-colors hover:border-teal-700 hover:bg-teal-50"
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Scrolls to the fragment after the new page has rendered, as links with a fragment do. */
function scrollToFragmentSoon(path: string) {
  const hash = path.split('#')[1]
  if (!hash) return
  window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS)
}

type SearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The site search (spec section 2): an input with a clear button, suggestions while the query is
 * empty, then curated entries and full-text hits. The input is a combobox over a listbox of
 * results; ↑/↓ move, Enter opens, Escape closes. Closing or choosing clears the query.
 */
/**
 * Tells the site's first-party counting that the search was used (docs/analytics.md): once per
 * opening of the dialog, when a query is first typed. Nothing about the query goes with it, and
 * nothing at all under Global Privacy Control or Do Not Track (the server checks both again).
 */
function reportSearchUsed() {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (privacy.globalPrivacyControl || navigator.doNotTrack === '1') return
  navigator.sendBeacon?.('/api/events', JSON.stringify({ name: 'search-used' }))
}

export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const router = useRouter()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const { state, retry } = useSearchIndex(open)
  // Whether this opening of the dialog has been counted as a search.
  const reported = useRef(false)
  useEffect(() => {
    if (open) reported.current = false
  }, [open])

  const trimmed = query.trim()
  const results: SearchHit[] = useMemo(
    () =>
      state.status === 'ready' && trimmed
        ? searchSite(state.loaded.index, state.loaded.entries, trimmed)
        : [],
    [state, trimmed],
  )

  const listboxId = `${id}-results`
  const headingId = `${id}-results-heading`
  const optionId = (index: number) => `${id}-option-${index}`

  // The result count, announced once typing pauses.
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const message = !trimmed
      ? ''
      : state.status === 'loading'
        ? 'Loading search…'
        : state.status === 'error'
          ? 'Search is unavailable.'
          : results.length === 0
            ? `No results found for "${trimmed}"`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}`
    const timer = window.setTimeout(() => setAnnouncement(message), 400)
    return () => window.clearTimeout(timer)
  }, [trimmed, results.length, state.status])

  useEffect(() => {
    if (active < 0) return
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on the stable id
  }, [active])

  const changeQuery = (next: string) => {
    setQuery(next)
    setActive(-1)
    if (next.trim() && !reported.current) {
      reported.current = true
      reportSearchUsed()
    }
  }

  const close = () => {
    changeQuery('')
    onOpenChange(false)
  }

  const choose = (hit: SearchHit) => {
    close()
    router.push(hit.path)
    scrollToFragmentSoon(hit.path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    const count = results.length
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault()
      setActive((current) => (current + 1) % count)
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault()
      setActive((current) => (current <= 0 ? count - 1 : current - 1))
    } else if (event.key === 'Enter') {
      const hit = results[active] ?? results[0]
      if (hit) {
        event.preventDefault()
        choose(hit)
      }
    }
  }

  const pick = (suggestion: string) => {
    changeQuery(suggestion)
    inputRef.current?.focus()
  }

  const showResults = trimmed.length > 0 && state.status === 'ready' && results.length > 0

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        hideCloseButton
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null
          inputRef.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // There is no Radix trigger: focus goes back to where it was (the header button, say).
          event.preventDefault()
          if (returnFocus.current?.isConnected) returnFocus.current.focus()
        }}
        className={cn(
          // Full screen on small screens, a centred panel from sm up.
          'inset-0 flex h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0',
          'sm:inset-auto sm:top-[10vh] sm:left-1/2 sm:h-auto sm:max-h-[80vh] sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:rounded-card sm:border',
        )}
      >
        <DialogTitle className="sr-only">Search the site</DialogTitle>
        <DialogDescription className="sr-only">
          Results appear as you type. Use the up and down arrow keys to move through them, Enter to
          open one and Escape to close.
        </DialogDescription>

        <div className="flex items-center gap-2 border-b border-border px-3 py-2 sm:px-4">
          <DrawnIcon
            drawing={searchIcon}
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground"
          />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search the site"
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls={showResults ? listboxId : undefined}
            aria-activedescendant={showResults && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-12 min-w-0 flex-1 bg-transparent text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none"
          />
          {query ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => pick('')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <DrawnIcon drawing={circleXIcon} aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <DialogClose className="inline-flex h-9 shrink-0 items-center justify-center rounded-control border border-border px-3 text-sm font-semibold text-muted-foreground hover:bg-muted hover:text-foreground">
            Close
          </DialogClose>
        </div>

        <div className="min-h-0 flex-1 overflow-hidden">
          {!trimmed ? (
            <div className="space-y-5 px-4 py-10 text-center">
              <p className="text-muted-foreground">Search across all pages and content</p>
              <Chips onPick={pick} />
            </div>
          ) : state.status === 'loading' ? (
            <p className="px-4 py-10 text-center text-muted-foreground">Loading search…</p>
          ) : state.status === 'error' ? (
            <div className="space-y-4 px-4 py-10 text-center">
              <p className="text-muted-foreground">Search could not be loaded.</p>
              <button
                type="button"
                onClick={retry}
                className="inline-flex h-9 items-center rounded-control border border-border px-4 text-sm font-semibold hover:bg-muted"
              >
                Try again
              </button>
            </div>
          ) : results.length === 0 ? (
            <div className="space-y-5 px-4 py-10 text-center">
              <p className="font-medium text-foreground">
                No results found for &quot;{trimmed}&quot;
              </p>
              <p className="text-sm text-muted-foreground">
                Try cloud, ai, data, strategy or high-tech:
              </p>
              <Chips onPick={pick} />
            </div>
          ) : (
            <div className="py-2">
              <h2
                id={headingId}
                className="px-4 py-2 text-xs font-semibold tracking-wide text-muted-foreground"
              >
                RESULTS ({results.length})
              </h2>
              <ul
                id={listboxId}
                role="listbox"
                aria-labelledby={headingId}
                className="max-h-[60vh] overflow-y-auto overscroll-contain px-2 pb-2"
              >
                {results.map((hit, index) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input owns the keyboard (aria-activedescendant); options take clicks
                  <li
                    key={`${hit.source} ${hit.path} ${hit.title}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onClick={() => choose(hit)}
                    onMouseMove={() => index !== active && setActive(index)}
                    className={cn(
                      'flex min-h-11 cursor-pointer flex-col gap-0.5 rounded-control px-3 py-2.5',
                      index === active ? 'bg-teal-50 ring-1 ring-teal-700/30' : 'hover:bg-muted',
                    )}
                  >
                    {hit.context ? (
                      <span className="text-xs font-medium text-muted-foreground">
                        {hit.context}
                      </span>
                    ) : null}
                    <span className="font-semibold text-navy-900">
                      <Highlighted text={hit.title} highlight={hit.highlight} />
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">
                      <Highlighted text={hit.summary} highlight={hit.highlight} />
                    </span>
                    <span className="truncate text-xs text-teal-800">{hit.path}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  )
}
