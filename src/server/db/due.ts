/**
 * The bound for "due at or before `at`" in SQL: `column < ${dueBefore(at)}`.
 *
 * The database keeps timestamps to the microsecond and its `now()` writes them so; our clock reads
 * milliseconds. A row written as due in the very millisecond a worker then reads as `at`
 * (12:00:00.000400 against 12:00:00.000) is due, yet `<= at` left it for the next poll: at the
 * resolution of our clock it is due at `at`, so the bound is the next millisecond, exclusive.
 */
export function dueBefore(at: Date): string {
  return new Date(at.getTime() + 1).toISOString()
}
