import Link from 'next/link'

const pageLink = 'rounded-control border px-3 py-2 hover:bg-muted'

/** A console list's count and its previous and next pages, as addresses the server renders. */
export function Pager({
  page,
  pages,
  total,
  noun,
  hrefFor,
}: {
  page: number
  pages: number
  total: number
  /** The singular and the plural: ['entry', 'entries']. */
  noun: [string, string]
  hrefFor: (page: number) => string
}) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={hrefFor(page - 1)} className={pageLink}>
            Previous page
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={hrefFor(page + 1)} className={pageLink}>
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
