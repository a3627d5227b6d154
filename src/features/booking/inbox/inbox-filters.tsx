import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/input-classes'
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
      <div>
        <label htmlFor="filter-status" className="text-sm font-medium">
          Status
        </label>
        <select
          id="filter-status"
          name="status"
          defaultValue={query.status ?? ''}
          className={`${inputClasses} mt-1.5`}
        >
          <option value="">All</option>
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-medium">
          From
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={query.from}
          className={`${inputClasses} mt-1.5`}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-medium">
          To
        </label>
        <input
          id="filter-to"
          name="to"
          type="date"
          defaultValue={query.to}
          className={`${inputClasses} mt-1.5`}
        />
      </div>
      <div>
        <label htmlFor="filter-q" className="text-sm font-medium">
          Search
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={100}
          placeholder="Name, e-mail or questions"
          defaultValue={query.q}
          className={`${inputClasses} mt-1.5`}
        />
      </div>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="direction" value={query.direction} />
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </form>
  )
}
