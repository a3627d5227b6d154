import type { ReactNode } from 'react'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'

export type Column<Row> = {
  header: string
  cell: (row: Row) => ReactNode
  /** Numbers align right. */
  numeric?: boolean
}

/** One of the dashboard's tables: a caption for screen readers, a heading, an empty state. */
export function FigureTable<Row>({
  id,
  title,
  description,
  columns,
  rows,
  rowKey,
  empty,
}: {
  id: string
  title: string
  description?: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  empty: string
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {title}
      </h3>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <TableScroller label={title}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-3 py-2 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t align-top">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.header}
                      scope="row"
                      className="px-3 py-2 font-normal wrap-anywhere"
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`px-3 py-2 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={columns.length}>{empty}</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
    </section>
  )
}
