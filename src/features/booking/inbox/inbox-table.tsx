'use client'

import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table'
import Link from 'next/link'
import { Pager } from '@/components/console/pager'
import { queryHref } from '@/components/console/query-href'
import { useRouter } from 'next/navigation'
import {
  CHANNEL_LABELS,
  INBOX_PAGE_SIZE,
  STATUS_LABELS,
  type InboxQuery,
  type InboxRow,
  type InboxSort,
} from '../inbox'
import { firmTime } from './inbox-format'

const column = createColumnHelper<InboxRow>()

const columns = [
  column.accessor('startsAt', {
    header: 'When (ET)',
    cell: (cell) => (
      <Link
        href={`/staff/consultations/${cell.row.original.id}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {firmTime(cell.getValue())}
      </Link>
    ),
  }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('email', {
    header: 'E-mail',
    cell: (cell) => <span className="break-all">{cell.getValue()}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (cell) => STATUS_LABELS[cell.getValue()],
  }),
  column.accessor('bookedVia', {
    header: 'Booked via',
    enableSorting: false,
    cell: (cell) => CHANNEL_LABELS[cell.getValue()],
  }),
  column.accessor('consultantName', {
    header: 'Consultant',
    enableSorting: false,
    cell: (cell) => cell.getValue() ?? 'Unassigned',
  }),
  column.accessor('createdAt', {
    header: 'Booked (ET)',
    cell: (cell) => firmTime(cell.getValue()),
  }),
]

const inboxHref = (query: InboxQuery, change: Partial<InboxQuery>) =>
  queryHref('/staff/consultations', query, change)

/**
 * The inbox's table. TanStack Table holds the columns and the sort state; the server sorts and
 * pages (`manualSorting`, `manualPagination`), so the table only ever holds one page, and a sort
 * or a page is an address the server renders.
 */
export function InboxTable({
  rows,
  total,
  query,
}: {
  rows: InboxRow[]
  total: number
  query: InboxQuery
}) {
  const router = useRouter()
  const sorting: SortingState = [{ id: query.sort, desc: query.direction === 'desc' }]
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  // eslint-disable-next-line react-hooks/incompatible-library -- rebuilt from the server's page on every render; no memoised child reads it
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: INBOX_PAGE_SIZE } },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater
      if (!next) return
      router.push(
        inboxHref(query, {
          sort: next.id as InboxSort,
          direction: next.desc ? 'desc' : 'asc',
          page: 1,
        }),
      )
    },
  })

  return (
    <div className="space-y-3">
      <TableScroller label="Consultations">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">
            Consultations, sorted by {query.sort === 'startsAt' ? 'time' : query.sort},{' '}
            {query.direction === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className="bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={columns.length}>
                No consultations match these filters.
              </NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pager
        page={query.page}
        pages={pageCount}
        total={total}
        noun={['consultation', 'consultations']}
        hrefFor={(page) => inboxHref(query, { page })}
      />
    </div>
  )
}
