import type { ReactNode } from 'react'

/**
 * A wide table's frame: it scrolls sideways on a phone, and takes the keyboard focus so the
 * scrolling works by arrow keys too (a scrollable region with nothing focusable in it would be
 * out of a keyboard user's reach).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-card border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  )
}

/** The one row of a console table whose filters match nothing, across all its columns. */
export function NothingMatchesRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-6 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  )
}
