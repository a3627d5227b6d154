/**
 * A console list's address with its query, some of it changed: the filters, sort and page are
 * the address (the server renders it), so a link to another page or sort is this. Empty values
 * are left out, so the address stays as short as the view it names.
 */
export function queryHref<Query extends object>(
  path: string,
  query: Query,
  change: Partial<Query> = {},
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...query, ...change })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  return `${path}?${params}`
}

/** A page's search parameters as the list's query schema reads them: the first of each name. */
export function firstValues(
  searchParams: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [
      key,
      Array.isArray(value) ? value[0] : value,
    ]),
  )
}
