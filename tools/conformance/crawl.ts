// The crawl of the conformance check: from `/`, follow the `<a href>` links of each page's
// server HTML (no JavaScript), breadth first, and note how many clicks each page is from home.
// The fetching is passed in, so the walk itself is tested without a server.

/** One fetched page: its final status (redirects followed) and, for HTML, its links. */
export type Fetched = {
  status: number
  /** The path the redirects ended on, when they moved. */
  finalPath?: string
  /** Internal links found in the HTML (empty for other content). */
  links: string[]
}

export type CrawlResult = {
  /** Every path reached and its distance from the start in clicks (the start is 0). */
  depth: Map<string, number>
  /** The pages that answered, with their status. */
  status: Map<string, number>
  /**
   * Links whose target answered with an error status, was redirected to the start page (where
   * the site sends unknown paths), or could not be fetched.
   */
  broken: { path: string; status: number | string; linkedFrom: string[] }[]
}

/** Paths without their query or fragment, for comparing with a list of pages. */
export const pagePath = (path: string) => path.replace(/[?#].*$/, '') || '/'

/**
 * Walks the site breadth first from `start`, fetching every internal link once, at most
 * `maxPages` pages. A link counts as broken when its target answers 4xx or 5xx (after
 * redirects) or cannot be fetched.
 */
export async function crawl(
  start: string,
  fetchPage: (path: string) => Promise<Fetched>,
  { maxPages = 1_000, concurrency = 4 }: { maxPages?: number; concurrency?: number } = {},
): Promise<CrawlResult> {
  const depth = new Map<string, number>([[start, 0]])
  const status = new Map<string, number>()
  const linkedFrom = new Map<string, Set<string>>()
  const failures = new Map<string, number | string>()
  let level = [start]

  while (level.length > 0) {
    const next: string[] = []
    for (let index = 0; index < level.length; index += concurrency) {
      const batch = level.slice(index, index + concurrency)
      const pages = await Promise.all(
        batch.map(async (path) => {
          try {
            return { path, page: await fetchPage(path) }
          } catch (error) {
            return { path, error: error instanceof Error ? error.message : String(error) }
          }
        }),
      )
      for (const result of pages) {
        if ('error' in result) {
          failures.set(result.path, result.error ?? 'failed')
          continue
        }
        const { path, page } = result
        status.set(path, page.status)
        if (page.status >= 400) failures.set(path, page.status)
        // The site sends unknown paths home (the spec's catch-all): a link that lands on the
        // start page from elsewhere points at no page.
        else if (page.finalPath === start && path !== start)
          failures.set(path, `redirected to ${start}`)
        const here = depth.get(path)!
        // A redirect's target is reached with the same click.
        if (page.finalPath && !depth.has(page.finalPath)) depth.set(page.finalPath, here)
        for (const link of page.links) {
          const from = linkedFrom.get(link) ?? new Set<string>()
          from.add(path)
          linkedFrom.set(link, from)
          if (depth.has(link) || depth.size >= maxPages) continue
          depth.set(link, here + 1)
          next.push(link)
        }
      }
    }
    level = next
  }

  const broken = [...failures].map(([path, reason]) => ({
    path,
    status: reason,
    linkedFrom: [...(linkedFrom.get(path) ?? [])].sort(),
  }))
  return { depth, status, broken }
}

/**
 * The pages of a list (the sitemap's) the crawl did not reach, or reached only in more than
 * `maxClicks` clicks, each with its distance when it was reached.
 */
export function unreachedPages(
  result: CrawlResult,
  pages: readonly string[],
  maxClicks: number,
): { path: string; clicks: number | null }[] {
  // A page reached under a query string (`/insights?topic=x`) counts as the page.
  const shortest = new Map<string, number>()
  for (const [path, clicks] of result.depth) {
    const key = pagePath(path)
    shortest.set(key, Math.min(shortest.get(key) ?? Infinity, clicks))
  }
  return pages
    .map((path) => ({ path, clicks: shortest.get(path) ?? null }))
    .filter(({ clicks }) => clicks === null || clicks > maxClicks)
}
