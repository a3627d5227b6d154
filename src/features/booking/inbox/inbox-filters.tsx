import { StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { Button } from '@/components/ui/button'
import { INBOX_STATUSES, STATUS_LABELS, type InboxQuery } from '../inbox'

/**
 * The inbox's filters: a plain GET form, so the filter is the page's address (shareable, kept by
 * the back button) and works before any script has loaded. Applying one starts at page one.
 */
export function InboxFilters({ query }: { query: InboxQuery }) {
  return (
    <form
      method="get"
      action="/staff/consultations"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <StaffSelect
        id="filter-status"
        name="status"
        label="Status"
        defaultValue={query.status ?? ''}
      >
        <option value="">All</option>
        {INBOX_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </StaffSelect>
      <StaffInput id="filter-from" name="from" type="date" label="From" defaultValue={query.from} />
      <StaffInput id="filter-to" name="to" type="date" label="To" defaultValue={query.to} />
      <StaffInput
        id="filter-q"
        name="q"
        type="search"
        label="Search"
        maxLength={100}
        placeholder="Name, e-mail or questions"
        defaultValue={query.q}
      />
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="direction" value={query.direction} />
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </form>
  )
}
